import type { OutboxEntry } from "@vyc/db/stores/outbox";
import { describe, expect, it } from "vitest";
import { outboxMessageView, type OutboxTargets } from "./outbox-admin";

const targets = (over: Partial<OutboxTargets> = {}): OutboxTargets => ({ refundOrders: new Map(), waitingEntryEvents: new Map(), ...over });

const at = new Date("2026-05-01T10:00:00.000Z");
const entry = (over: Partial<OutboxEntry>): OutboxEntry => ({
  id: 7,
  kind: "order.confirmation",
  payload: { orderId: 40 },
  status: "pending",
  attempts: 3,
  nextAttemptAt: new Date("2026-05-01T10:01:20.000Z"),
  lastError: "Message failed: 550 Mailbox unavailable",
  createdAt: at,
  sentAt: null,
  ...over,
});

describe("outboxMessageView", () => {
  it("names an order message's order and when it is tried next", () => {
    expect(outboxMessageView(entry({}), targets())).toEqual({
      id: 7,
      kind: "order.confirmation",
      orderId: 40,
      refundId: null,
      waitingList: null,
      attempts: 3,
      lastError: "Message failed: 550 Mailbox unavailable",
      status: "pending",
      createdAt: "2026-05-01T10:00:00.000Z",
      nextAttemptAt: "2026-05-01T10:01:20.000Z",
    });
  });

  it("names a refund message's refund and the refund's order; a given-up message has no next attempt", () => {
    const view = outboxMessageView(entry({ kind: "refund.mail", payload: { refundId: "r-1", cancellation: false }, status: "failed" }), targets({ refundOrders: new Map([["r-1", 12]]) }));
    expect(view).toMatchObject({ kind: "refund.mail", orderId: 12, refundId: "r-1", status: "failed", nextAttemptAt: null });
  });

  it("names a waiting-list offer's event and a desk order's order", () => {
    const list = { eventId: 3, eventName: "Identity Summer Camp" };
    expect(outboxMessageView(entry({ kind: "waiting-list.offer", payload: { entryId: 9 } }), targets({ waitingEntryEvents: new Map([[9, list]]) }))).toMatchObject({ orderId: null, waitingList: list });
    expect(outboxMessageView(entry({ kind: "desk.tickets", payload: { orderId: 41, deskLocale: "vi" } }), targets())).toMatchObject({ orderId: 41, waitingList: null });
  });

  it("shows a payload it cannot read without an order rather than refusing it", () => {
    expect(outboxMessageView(entry({ kind: "refund.provider", payload: { refundId: "gone" } }), targets())).toMatchObject({ orderId: null, refundId: "gone" });
    expect(outboxMessageView(entry({ kind: "other.kind", payload: "text" }), targets())).toMatchObject({ kind: "other.kind", orderId: null, refundId: null, waitingList: null });
  });
});
