import type { PaymentProviderName } from "@vyc/validators";

/** What the provider is asked to charge: the server's own price of one of our orders. */
export interface ProviderOrderInput {
  /** Our order id; PayPal keeps it as purchase_units[0].reference_id. */
  reference: string;
  /** "<eventCategory> <name>". */
  description: string;
  itemName: string;
  quantity: number;
  unitAmountMinor: number;
  totalMinor: number;
  currency: string;
}

/** A capture as the provider reports it. Only `completed` means the money is ours. */
export type CaptureResult =
  | { status: "completed"; captureId: string; amountMinor: number; currency: string; reference: string | null }
  /** Not paid: the capture is pending, declined or failed, or the buyer has not approved. */
  | { status: "not_completed"; detail: string }
  /** The funding source was declined; the buyer may choose another one and approve again. */
  | { status: "declined" };

export interface CaptureLookup {
  captureId: string;
  completed: boolean;
  amountMinor: number;
  currency: string;
  providerOrderId: string | null;
}

/** A payment provider: PayPal (Orders v2) or the test provider. */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createOrder(input: ProviderOrderInput): Promise<{ providerOrderId: string }>;
  /** Captures an approved order; `requestId` is fixed per order so a replay is idempotent. */
  captureOrder(providerOrderId: string, requestId: string): Promise<CaptureResult>;
  /** The current state of an order (recovery after a crash). */
  getOrder(providerOrderId: string): Promise<CaptureResult>;
  /** A capture by id, or null when the provider does not know it. */
  getCapture(captureId: string): Promise<CaptureLookup | null>;
  /**
   * Gives money of a capture back to the buyer: the whole capture (a capture already refunded
   * counts as done), or `part` of it, asked under its own request id so that asking again is the
   * same refund. Throws PaymentRefused when the provider refuses, PaymentProviderError when it
   * cannot be reached or answers something unexpected.
   */
  refund(captureId: string, part?: RefundPart): Promise<{ refundId: string | null }>;
}

/** Part of a capture to give back, in the capture's currency. */
interface RefundPart {
  amountMinor: number;
  currency: string;
  /** Sent as PayPal-Request-Id. */
  requestId: string;
  /** Shown to the buyer by the provider. */
  note: string;
}

/** The provider could not be reached or answered something unexpected. */
export class PaymentProviderError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "PaymentProviderError";
  }
}

/** The provider answered and refused (e.g. declined, already refunded): asking again changes nothing. */
export class PaymentRefused extends PaymentProviderError {
  constructor(
    readonly issue: string,
    message: string,
  ) {
    super(message);
    this.name = "PaymentRefused";
  }
}

/** The providers this server offers, and what the browser needs to load PayPal's buttons. */
export interface PaymentProviders {
  paypal?: PaymentProvider & { readonly clientId: string };
  test?: PaymentProvider;
  /** Base URL of PayPal's JS SDK (tests point it at a local stub). */
  paypalSdkUrl: string;
}

export function providerFor(providers: PaymentProviders, name: string | null): PaymentProvider | undefined {
  if (name === "paypal") return providers.paypal;
  if (name === "test") return providers.test;
  return undefined;
}
