import { ZRestTicket, ZRestUserTicketsAnswer, ZUserOrder, type TRestTicket, type TRestUserTicketsAnswer, type TUserTicketsOutput } from "@vyc/validators";
import { ok, responses, type RestCall } from "./rest-call";

/** The payment's status as the provider names it: a paid order's capture is COMPLETED. */
const paymentStatus = (orderStatus: string): string => (orderStatus === "paid" ? "COMPLETED" : orderStatus.toUpperCase());

/**
 * The account's orders and tickets in the specification's shape: ticket groups keyed by order id,
 * orders keyed by index in the same (ascending order id) order, each ticket carrying its order's
 * payment status; nulls when there is nothing to show. Fields the product added for its own pages are
 * left out, so the answer keeps exactly the specification's shape.
 */
function restTickets(account: TUserTicketsOutput): TRestUserTicketsAnswer {
  const groups = Object.entries(account.orders)
    .map(([index, order]) => ({ order, tickets: account.tickets[index] ?? [] }))
    .sort((a, b) => a.order.order_id - b.order.order_id);
  if (groups.length === 0) return { tickets: null, orders: null };
  return {
    tickets: Object.fromEntries(
      groups.map(({ order, tickets }) => [String(order.order_id), tickets.map((ticket): TRestTicket => ZRestTicket.parse({ ...ticket, status: paymentStatus(order.status) }))]),
    ),
    orders: Object.fromEntries(
      groups.map(({ order }, index) => [String(index), ZUserOrder.parse(order)]),
    ),
  };
}

export const ticketCalls: RestCall[] = [
  {
    method: "GET",
    path: "/user/tickets",
    operation: {
      summary: "The signed-in user's orders and their tickets",
      tags: ["account"],
      responses: responses({ description: "Tickets and orders (both null without tickets)", schema: ZRestUserTicketsAnswer }, { 401: "Not signed in" }),
    },
    answer: async (caller) => ok(restTickets(await caller.account.tickets())),
  },
];
