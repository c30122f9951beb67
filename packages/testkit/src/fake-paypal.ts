import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";

/** What the next capture answers. */
type FakeCaptureOutcome = "COMPLETED" | "PENDING" | "DECLINED" | "INSTRUMENT_DECLINED" | "ORDER_ALREADY_CAPTURED" | "ORDER_NOT_APPROVED" | "SERVER_ERROR";

interface Money {
  currency_code: string;
  value: string;
}
interface FakeCapture {
  id: string;
  status: string;
  amount: Money;
  orderId: string;
  /** Fully refunded. */
  refunded: boolean;
  /** Minor units given back so far (partial refunds add up). */
  refundedMinor: number;
}

/** What the next refunds answer: made, declined by PayPal, PayPal failing, or the connection dropped. */
type FakeRefundOutcome = "COMPLETED" | "REFUND_FAILED_INSUFFICIENT_FUNDS" | "SERVER_ERROR" | "NETWORK_ERROR";

interface FakeRefund {
  captureId: string;
  id: string;
  amount: Money;
  requestId: string;
}
interface FakeOrder {
  id: string;
  status: string;
  request: Record<string, unknown>;
  capture?: FakeCapture;
}
interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  body: unknown;
}

export interface FakePayPal {
  url: string;
  clientId: string;
  clientSecret: string;
  /** Every request received, in order. */
  requests: RecordedRequest[];
  orders: Map<string, FakeOrder>;
  /** Capture ids refunded, once per refund made (partial ones included). */
  refunds: string[];
  /** Every refund made, with its amount and PayPal-Request-Id. */
  refundsMade: FakeRefund[];
  /** Queues the answers of the next refund requests (made normally once the queue is empty). */
  queueRefunds(...outcomes: FakeRefundOutcome[]): void;
  /**
   * The `after`+1-th refund is made but never answered (the connection stays open, as when the
   * server is killed while waiting for PayPal); resolves once it is made.
   */
  stallRefundsAfter(after: number): Promise<void>;
  /** While true, refunds answer 500 and refund nothing (PayPal failing at the worst moment). */
  refundsFail: boolean;
  /** Queues the answers of the next captures (COMPLETED once the queue is empty). */
  queue(...outcomes: FakeCaptureOutcome[]): void;
  /** Lifetime of the next access tokens, in seconds. */
  tokenLifetime: number;
  /** A payment captured elsewhere (the original client's own PayPal order), returning the capture id. */
  captureDirect(amount: Money): string;
  /** Captures an order behind our server's back, as if its capture call had succeeded but the answer was lost. */
  completeOrder(orderId: string): string;
  /** Refunds a capture from PayPal's dashboard, not through the API. */
  refundInDashboard(captureId: string): void;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}${randomBytes(8).toString("hex").toUpperCase()}`;
/** PayPal's two-decimal strings read and written digit by digit, as PayPal keeps amounts exact. */
const minor = (value: string) => {
  const [whole = "0", cents = ""] = value.split(".");
  return Number(whole) * 100 + Number(cents.padEnd(2, "0"));
};
const decimal = (amountMinor: number) => `${Math.trunc(amountMinor / 100)}.${String(amountMinor % 100).padStart(2, "0")}`;
const DECIMAL = /^\d+\.\d{2}$/;

function invalidOrderRequest(body: Record<string, unknown>): string | null {
  if (body.intent !== "CAPTURE") return "intent must be CAPTURE";
  const units = body.purchase_units as Array<Record<string, unknown>> | undefined;
  const unit = units?.[0];
  if (!unit || units.length !== 1) return "one purchase unit expected";
  if (typeof unit.reference_id !== "string" || typeof unit.description !== "string") return "reference_id and description expected";
  const amount = unit.amount as (Money & { breakdown?: Record<string, Money> }) | undefined;
  const items = unit.items as Array<{ name: string; quantity: string; unit_amount: Money }> | undefined;
  if (!amount || !DECIMAL.test(amount.value)) return "amount.value must have two decimals";
  if (!items?.length || items.some((i) => typeof i.quantity !== "string" || !DECIMAL.test(i.unit_amount.value) || i.unit_amount.currency_code !== amount.currency_code)) {
    return "items need a string quantity and a unit_amount in the order currency";
  }
  const breakdown = amount.breakdown ?? {};
  const itemTotal = items.reduce((sum, i) => sum + minor(i.unit_amount.value) * Number(i.quantity), 0);
  if (!breakdown.item_total || minor(breakdown.item_total.value) !== itemTotal) return "ITEM_TOTAL_MISMATCH";
  const expected = itemTotal - minor(breakdown.discount?.value ?? "0") + minor(breakdown.handling?.value ?? "0");
  if (minor(amount.value) !== expected) return "AMOUNT_MISMATCH";
  const context = body.application_context as { shipping_preference?: string } | undefined;
  if (context?.shipping_preference !== "NO_SHIPPING") return "shipping_preference must be NO_SHIPPING";
  return null;
}

/**
 * A local stand-in for PayPal's REST API (OAuth, Orders v2 create / capture / get, captures get /
 * refund) on 127.0.0.1, so tests run the real PayPal client code. Captures answer what `queue`
 * says (browser tests, in another process, queue them with POST /__control/queue {outcomes});
 * PayPal-Request-Id replays get the first successful answer back.
 */
export async function startFakePayPal(options: { port?: number } = {}): Promise<FakePayPal> {
  const clientId = "fake-client-id";
  const clientSecret = "fake-client-secret";
  const tokens = new Set<string>();
  const outcomes: FakeCaptureOutcome[] = [];
  const replies = new Map<string, { status: number; body: unknown }>();
  const captures = new Map<string, FakeCapture>();

  const representation = (order: FakeOrder) => {
    const unit = (order.request.purchase_units as Array<Record<string, unknown>>)[0] ?? {};
    return {
      id: order.id,
      intent: "CAPTURE",
      status: order.status,
      purchase_units: [
        {
          ...unit,
          ...(order.capture
            ? { payments: { captures: [{ id: order.capture.id, status: order.capture.refunded ? "REFUNDED" : order.capture.status, amount: order.capture.amount, final_capture: true }] } }
            : {}),
        },
      ],
    };
  };

  const capture = (order: FakeOrder, status: string): FakeCapture => {
    const unit = (order.request.purchase_units as Array<{ amount: Money }>)[0];
    const amount = { currency_code: unit?.amount.currency_code ?? "EUR", value: unit?.amount.value ?? "0.00" };
    const created = { id: id("CAP"), status, amount, orderId: order.id, refunded: false, refundedMinor: 0 };
    captures.set(created.id, created);
    order.capture = created;
    order.status = "COMPLETED";
    return created;
  };

  const refundOutcomes: FakeRefundOutcome[] = [];
  let stall: { after: number; reached: () => void } | null = null;

  /** A refund of the whole capture (no amount) or part of it; replays of a PayPal-Request-Id answer as the first time. */
  function refund(found: FakeCapture, headers: IncomingMessage["headers"], body: Record<string, unknown>): { status: number; body: unknown } | "drop" | "drop-silently" {
    if (fake.refundsFail) return { status: 500, body: { name: "INTERNAL_SERVER_ERROR" } };
    const requestId = String(headers["paypal-request-id"] ?? "");
    const replay = replies.get(requestId);
    if (replay) return replay;
    const outcome = refundOutcomes.shift() ?? "COMPLETED";
    if (outcome === "SERVER_ERROR") return { status: 500, body: { name: "INTERNAL_SERVER_ERROR" } };
    if (outcome === "NETWORK_ERROR") return "drop";
    if (outcome !== "COMPLETED") return { status: 422, body: { name: "UNPROCESSABLE_ENTITY", details: [{ issue: outcome }] } };
    if (found.refunded) return { status: 422, body: { name: "UNPROCESSABLE_ENTITY", details: [{ issue: "CAPTURE_FULLY_REFUNDED" }] } };
    const asked = body.amount as Money | undefined;
    if (asked && asked.currency_code !== found.amount.currency_code) return { status: 422, body: { name: "UNPROCESSABLE_ENTITY", details: [{ issue: "CURRENCY_MISMATCH" }] } };
    if (asked && !DECIMAL.test(asked.value)) return { status: 400, body: { name: "INVALID_REQUEST", details: [{ issue: "INVALID_PARAMETER_VALUE" }] } };
    const captured = minor(found.amount.value);
    const amountMinor = asked ? minor(asked.value) : captured - found.refundedMinor;
    if (amountMinor <= 0 || found.refundedMinor + amountMinor > captured) {
      return { status: 422, body: { name: "UNPROCESSABLE_ENTITY", details: [{ issue: "REFUND_AMOUNT_EXCEEDED" }] } };
    }
    found.refundedMinor += amountMinor;
    found.refunded = found.refundedMinor >= captured;
    const made: FakeRefund = { captureId: found.id, id: id("REFUND"), amount: { currency_code: found.amount.currency_code, value: decimal(amountMinor) }, requestId };
    fake.refunds.push(found.id);
    fake.refundsMade.push(made);
    const reply = { status: 201, body: { id: made.id, status: "COMPLETED", amount: made.amount } };
    if (requestId) replies.set(requestId, reply);
    if (stall && fake.refundsMade.length > stall.after) {
      stall.reached();
      stall = null;
      return "drop-silently";
    }
    return reply;
  }

  function route(method: string, path: string, headers: IncomingMessage["headers"], body: Record<string, unknown>): { status: number; body: unknown } | "drop" | "drop-silently" {
    if (method === "POST" && path === "/v1/oauth2/token") {
      const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}`;
      if (headers.authorization !== expected) return { status: 401, body: { error: "invalid_client" } };
      const token = id("TOKEN");
      tokens.add(token);
      return { status: 200, body: { access_token: token, token_type: "Bearer", expires_in: fake.tokenLifetime } };
    }
    if (method === "POST" && path === "/__control/queue") {
      outcomes.push(...((body.outcomes as FakeCaptureOutcome[] | undefined) ?? []));
      return { status: 204, body: {} };
    }
    if (!tokens.has(String(headers.authorization).replace(/^Bearer /, ""))) return { status: 401, body: { error: "invalid_token" } };

    if (method === "POST" && path === "/v2/checkout/orders") {
      const problem = invalidOrderRequest(body);
      if (problem) return { status: 422, body: { name: "UNPROCESSABLE_ENTITY", details: [{ issue: problem }] } };
      const order: FakeOrder = { id: id("ORDER"), status: "CREATED", request: body };
      fake.orders.set(order.id, order);
      return { status: 201, body: { id: order.id, status: order.status } };
    }
    const orderMatch = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(path);
    if (orderMatch) {
      const order = fake.orders.get(decodeURIComponent(orderMatch[1] ?? ""));
      if (!order) return { status: 404, body: { name: "RESOURCE_NOT_FOUND", details: [{ issue: "INVALID_RESOURCE_ID" }] } };
      if (method === "GET" && !orderMatch[2]) return { status: 200, body: representation(order) };
      if (method === "POST" && orderMatch[2]) {
        const requestId = String(headers["paypal-request-id"] ?? "");
        const replay = replies.get(requestId);
        if (replay) return replay;
        if (order.capture) return { status: 422, body: { name: "UNPROCESSABLE_ENTITY", details: [{ issue: "ORDER_ALREADY_CAPTURED" }] } };
        const outcome = outcomes.shift() ?? "COMPLETED";
        if (outcome === "SERVER_ERROR") return { status: 500, body: { name: "INTERNAL_SERVER_ERROR" } };
        if (outcome === "INSTRUMENT_DECLINED" || outcome === "ORDER_NOT_APPROVED") {
          return { status: 422, body: { name: "UNPROCESSABLE_ENTITY", details: [{ issue: outcome }] } };
        }
        if (outcome === "ORDER_ALREADY_CAPTURED") {
          capture(order, "COMPLETED");
          return { status: 422, body: { name: "UNPROCESSABLE_ENTITY", details: [{ issue: "ORDER_ALREADY_CAPTURED" }] } };
        }
        capture(order, outcome);
        const reply = { status: 201, body: representation(order) };
        if (requestId) replies.set(requestId, reply);
        return reply;
      }
    }
    const captureMatch = /^\/v2\/payments\/captures\/([^/]+)(\/refund)?$/.exec(path);
    if (captureMatch) {
      const found = captures.get(decodeURIComponent(captureMatch[1] ?? ""));
      if (!found) return { status: 404, body: { name: "RESOURCE_NOT_FOUND", details: [{ issue: "INVALID_RESOURCE_ID" }] } };
      if (method === "GET" && !captureMatch[2]) {
        return {
          status: 200,
          body: { id: found.id, status: found.refunded ? "REFUNDED" : found.status, amount: found.amount, supplementary_data: { related_ids: { order_id: found.orderId } } },
        };
      }
      if (method === "POST" && captureMatch[2]) return refund(found, headers, body);
    }
    return { status: 404, body: { name: "RESOURCE_NOT_FOUND" } };
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      let body: Record<string, unknown> = {};
      if (raw && req.headers["content-type"]?.includes("json")) body = JSON.parse(raw) as Record<string, unknown>;
      const path = new URL(req.url ?? "/", "http://fake").pathname;
      fake.requests.push({ method: req.method ?? "GET", path, headers: req.headers, body: raw && !req.headers["content-type"]?.includes("json") ? raw : body });
      const reply = route(req.method ?? "GET", path, req.headers, body);
      if (reply === "drop") return void req.socket.destroy();
      if (reply === "drop-silently") return void stalled.push(res);
      res.writeHead(reply.status, { "content-type": "application/json" });
      res.end(JSON.stringify(reply.body));
    });
  });
  const stalled: ServerResponse[] = [];
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;

  const fake: FakePayPal = {
    url: `http://127.0.0.1:${port}`,
    clientId,
    clientSecret,
    requests: [],
    orders: new Map(),
    refunds: [],
    refundsMade: [],
    refundsFail: false,
    queueRefunds: (...next) => {
      refundOutcomes.push(...next);
    },
    stallRefundsAfter: (after) =>
      new Promise<void>((resolve) => {
        stall = { after, reached: resolve };
      }),
    tokenLifetime: 32400,
    queue: (...next) => {
      outcomes.push(...next);
    },
    captureDirect(amount) {
      const order: FakeOrder = { id: id("ORDER"), status: "APPROVED", request: { intent: "CAPTURE", purchase_units: [{ reference_id: "default", amount }] } };
      fake.orders.set(order.id, order);
      return capture(order, "COMPLETED").id;
    },
    completeOrder(orderId) {
      const order = fake.orders.get(orderId);
      if (!order) throw new Error(`No fake PayPal order ${orderId}`);
      return capture(order, "COMPLETED").id;
    },
    refundInDashboard(captureId) {
      const found = captures.get(captureId);
      if (!found) throw new Error(`No fake PayPal capture ${captureId}`);
      found.refunded = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of stalled) res.socket?.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}

/** The server settings that point the PayPal client at this fake. */
export const fakePayPalEnv = (fake: FakePayPal, extra: Record<string, string> = {}): Record<string, string> => ({
  PAYPAL_API_BASE: fake.url,
  PAYPAL_CLIENT_ID: fake.clientId,
  PAYPAL_CLIENT_SECRET: fake.clientSecret,
  ...extra,
});
