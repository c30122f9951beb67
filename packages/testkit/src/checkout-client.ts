import type { TCaptureOutput, TCheckoutStartOutput, TQuote } from "@vyc/validators";
import { participants } from "./attendees";
import type { Buyer } from "./buyers";
import { callTrpc } from "./trpc-http";

/** The payment page's calls, made over HTTP as the buyer. */
export function checkoutClient(baseUrl: string, buyer: Buyer) {
  const call = <T>(path: string, input: unknown) => callTrpc<T>(baseUrl, path, input, buyer.headers);
  return {
    start: (eventId: number, numTickets: number, extra: Record<string, unknown> = {}) =>
      call<TCheckoutStartOutput>("checkout.start", { eventId, numTickets, attendees: participants(numTickets), logisticCase: "selfTravel", ...extra }),
    applyDiscount: (orderId: number, code: string | null) => call<TQuote>("checkout.applyDiscount", { orderId, code }),
    createPayment: (orderId: number, provider: "paypal" | "test") => call<{ providerOrderId: string }>("checkout.createPayment", { orderId, provider }),
    capture: (orderId: number, providerOrderId: string) => call<TCaptureOutput>("checkout.capture", { orderId, providerOrderId }),
    confirmWithoutPayment: (orderId: number) => call<TCaptureOutput>("checkout.confirmWithoutPayment", { orderId }),
    release: (orderId: number) => call<{ released: true }>("checkout.release", { orderId }),
  };
}
