import { ZDiscountLookupInput, ZDiscountLookupOutput } from "@vyc/validators";
import { membersOf, ok, responses, restInput, type RestCall } from "./rest-call";

export const discountCalls: RestCall[] = [
  {
    method: "GET",
    path: "/discount/{code}",
    operation: {
      summary: "The percentage of a discount code (optionally for one event)",
      tags: ["discounts"],
      requestParams: { path: ZDiscountLookupInput.pick({ code: true }), query: ZDiscountLookupInput.pick({ eventId: true }) },
      responses: responses(
        { description: "The voucher", schema: ZDiscountLookupOutput },
        { 400: "Malformed code", 404: "Unknown code", 422: "Code inactive, not yet valid, expired, used up or for another event" },
      ),
    },
    answer: async (caller, request) => ok(await caller.discounts.lookup(restInput(ZDiscountLookupInput, { ...membersOf(request.query), ...membersOf(request.params) }))),
  },
];
