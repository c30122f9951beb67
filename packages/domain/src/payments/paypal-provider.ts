import { fromDecimalString, toDecimalString } from "./money";
import { PayPalApi, paypalIssue, type PayPalConfig, type PayPalResponse } from "./paypal-api";
import { PaymentProviderError, PaymentRefused, type CaptureLookup, type CaptureResult, type PaymentProvider, type ProviderOrderInput } from "./provider";

const text = (value: string, max: number): string => (value.length > max ? `${value.slice(0, max - 1)}…` : value);
const record = (value: unknown): Record<string, unknown> => (typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {});
const first = (value: unknown): Record<string, unknown> => record(Array.isArray(value) ? value[0] : undefined);
const str = (value: unknown): string | null => (typeof value === "string" ? value : null);

/** Orders v2 create body: one item, the amount with a breakdown that adds up, no shipping. */
export function paypalOrderBody(input: ProviderOrderInput): Record<string, unknown> {
  const money = (minor: number) => ({ currency_code: input.currency, value: toDecimalString(minor, input.currency) });
  const itemTotal = input.unitAmountMinor * input.quantity;
  const breakdown: Record<string, unknown> = { item_total: money(itemTotal) };
  // The total is rounded to 10 units after any discount, so it may sit either side of the items.
  if (input.totalMinor < itemTotal) breakdown.discount = money(itemTotal - input.totalMinor);
  if (input.totalMinor > itemTotal) breakdown.handling = money(input.totalMinor - itemTotal);
  return {
    intent: "CAPTURE",
    purchase_units: [
      {
        reference_id: input.reference,
        description: text(input.description, 127),
        amount: { ...money(input.totalMinor), breakdown },
        items: [{ name: text(input.itemName, 127), quantity: String(input.quantity), unit_amount: money(input.unitAmountMinor) }],
      },
    ],
    application_context: { shipping_preference: "NO_SHIPPING" },
  };
}

/** Reads an order representation: paid only when the order and its first capture are COMPLETED. */
export function readPayPalOrder(body: Record<string, unknown>): CaptureResult {
  const unit = first(body.purchase_units);
  const capture = first(record(unit.payments).captures);
  const amount = record(capture.amount);
  const captureId = str(capture.id);
  const amountMinor = fromDecimalString(amount.value, amount.currency_code);
  const currency = str(amount.currency_code);
  if (body.status === "COMPLETED" && capture.status === "COMPLETED" && captureId && amountMinor !== null && currency) {
    return { status: "completed", captureId, amountMinor, currency, reference: str(unit.reference_id) };
  }
  const captureStatus = str(capture.status);
  return { status: "not_completed", detail: `order ${String(body.status)}${captureStatus ? `, capture ${captureStatus}` : ""}` };
}

const unexpected = (what: string, res: PayPalResponse): PaymentProviderError =>
  new PaymentProviderError(`PayPal ${what} failed (HTTP ${res.status}${paypalIssue(res) ? `, ${paypalIssue(res)}` : ""}).`);

/** PayPal Orders v2 over fetch, against the configured base URL (sandbox, live, or a local fake in tests). */
export function createPayPalProvider(config: PayPalConfig): PaymentProvider & { readonly clientId: string } {
  const api = new PayPalApi(config);
  const orderPath = (id: string) => `/v2/checkout/orders/${encodeURIComponent(id)}`;

  const getOrder = async (providerOrderId: string): Promise<CaptureResult> => {
    const res = await api.request("GET", orderPath(providerOrderId));
    if (res.status === 404) return { status: "not_completed", detail: "order unknown to PayPal" };
    if (res.status !== 200) throw unexpected("order lookup", res);
    return readPayPalOrder(res.body);
  };

  return {
    name: "paypal",
    clientId: config.clientId,

    async createOrder(input) {
      const res = await api.request("POST", "/v2/checkout/orders", { body: paypalOrderBody(input), headers: { prefer: "return=minimal" } });
      const id = str(res.body.id);
      if ((res.status !== 201 && res.status !== 200) || !id) throw unexpected("order creation", res);
      return { providerOrderId: id };
    },

    async captureOrder(providerOrderId, requestId) {
      const res = await api.request("POST", `${orderPath(providerOrderId)}/capture`, {
        body: {},
        headers: { "paypal-request-id": requestId, prefer: "return=representation" },
      });
      if (res.status === 200 || res.status === 201) return readPayPalOrder(res.body);
      const issue = paypalIssue(res);
      if (res.status === 422 && issue === "INSTRUMENT_DECLINED") return { status: "declined" };
      if (res.status === 422 && issue === "ORDER_ALREADY_CAPTURED") return getOrder(providerOrderId);
      if (res.status === 422 && issue === "ORDER_NOT_APPROVED") return { status: "not_completed", detail: "order not approved" };
      if (res.status === 404) return { status: "not_completed", detail: "order unknown to PayPal" };
      throw unexpected("capture", res);
    },

    getOrder,

    async getCapture(captureId): Promise<CaptureLookup | null> {
      const res = await api.request("GET", `/v2/payments/captures/${encodeURIComponent(captureId)}`);
      if (res.status === 404) return null;
      if (res.status !== 200) throw unexpected("capture lookup", res);
      const amount = record(res.body.amount);
      const amountMinor = fromDecimalString(amount.value, amount.currency_code);
      const currency = str(amount.currency_code);
      if (amountMinor === null || !currency) return null;
      return {
        captureId,
        completed: res.body.status === "COMPLETED",
        amountMinor,
        currency,
        providerOrderId: str(record(record(res.body.supplementary_data).related_ids).order_id),
      };
    },

    async refund(captureId, part) {
      const res = await api.request("POST", `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`, {
        body: part ? { amount: { currency_code: part.currency, value: toDecimalString(part.amountMinor, part.currency) }, note_to_payer: text(part.note, 255) } : {},
        headers: { "paypal-request-id": part?.requestId ?? `refund-${captureId}`, prefer: "return=minimal" },
      });
      if (res.status === 201 || res.status === 200) return { refundId: str(res.body.id) };
      const issue = paypalIssue(res);
      if (res.status === 422 && issue === "CAPTURE_FULLY_REFUNDED" && !part) return { refundId: null };
      if (res.status >= 400 && res.status < 500 && res.status !== 401 && res.status !== 429) {
        throw new PaymentRefused(issue ?? `HTTP ${res.status}`, `PayPal refused the refund (HTTP ${res.status}${issue ? `, ${issue}` : ""}).`);
      }
      throw unexpected("refund", res);
    },
  };
}
