import {
  fromRestOrderDraft,
  fromRestPublicRegistration,
  REST_MESSAGES,
  withoutNulls,
  ZPublicRegistrationOutput,
  ZRestOrderDraft,
  ZRestPrivateRegistration,
  ZRestPrivateRegistrationBody,
  ZRestPublicRegistrationBody,
  type TOrderDraftInput,
  type TRestError,
} from "@vyc/validators";
import { ok, responses, restInput, type Caller, type RestAnswer, type RestCall } from "./rest-call";

const refusals = {
  400: "Invalid payload (the invalid fields are listed in issues)",
  401: "Not signed in",
  403: "E-mail address not verified",
  404: "Unknown event or discount code",
  409: "Registration closed, sold out, or the payment already used",
  422: "The event takes no registration of this kind",
};

/**
 * A registration without payment on the paid path: taken only when the server prices the order at
 * 0 (a 100 % discount code), through the same hold and confirmation as the payment page.
 */
async function registerWithoutPayment(caller: Caller, draft: TOrderDraftInput): Promise<RestAnswer> {
  const hold = await caller.checkout.start(draft);
  if (hold.quote.totalMinor !== 0) {
    await caller.checkout.release({ orderId: hold.orderId });
    return { status: 400, body: { message: REST_MESSAGES.captureRequired, code: "BAD_REQUEST" } satisfies TRestError };
  }
  const { orderId } = await caller.checkout.confirmWithoutPayment({ orderId: hold.orderId });
  return ok({ success: true, orderId });
}

/** The original client's registrations: free events, and paid ones it captured at PayPal itself (checked, never trusted). */
export const registrationCalls: RestCall[] = [
  {
    method: "POST",
    path: "/register/public",
    operation: {
      summary: "Registers the attendees of a free event",
      tags: ["registration"],
      requestBody: { content: { "application/json": { schema: ZRestPublicRegistrationBody } } },
      responses: responses({ description: "Registered", schema: ZPublicRegistrationOutput }, refusals),
    },
    door: "verified",
    answer: async (caller, request) => ok(await caller.registration.public(fromRestPublicRegistration(restInput(ZRestPublicRegistrationBody, withoutNulls(request.body))))),
  },
  {
    method: "POST",
    path: "/register/private",
    operation: {
      summary: "Registers the attendees of a paid event after the payment's capture, which the server verifies with the provider",
      tags: ["registration"],
      requestBody: { content: { "application/json": { schema: ZRestPrivateRegistrationBody } } },
      responses: responses({ description: "Registered", schema: ZPublicRegistrationOutput }, { ...refusals, 503: "The payment provider cannot be reached" }),
    },
    door: "verified",
    answer: async (caller, request) => {
      const payload = withoutNulls(request.body);
      const captured = typeof payload === "object" && payload !== null && "captureId" in payload && payload.captureId !== "";
      if (!captured) return registerWithoutPayment(caller, fromRestOrderDraft(restInput(ZRestOrderDraft, payload)));
      return ok(await caller.registration.private(fromRestOrderDraft(restInput(ZRestPrivateRegistration, payload))));
    },
  },
];
