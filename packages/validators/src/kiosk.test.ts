import { describe, expect, it } from "vitest";
import { ZCheckInInput, ZDeskQuoteInput, ZOfflineScan, ZSyncCheckInsInput, ZTicketSearchInput } from "./kiosk";

const base = { clientScanId: "0b9f7c8e-3c1a-4f6e", deviceId: "desk-1", list: { eventId: 1 } };

describe("ZCheckInInput", () => {
  it("takes either a ticket id or a scanned code", () => {
    expect(ZCheckInInput.safeParse({ ...base, secret: "  abc123  " }).data).toEqual({ ...base, secret: "abc123" });
    expect(ZCheckInInput.safeParse({ ...base, ticketId: "t1" }).success).toBe(true);
  });

  it("refuses both or neither", () => {
    expect(ZCheckInInput.safeParse({ ...base, secret: "abc", ticketId: "t1" }).error?.issues[0]?.message).toBe("Give either the ticket id or its code.");
    expect(ZCheckInInput.safeParse(base).success).toBe(false);
  });

  it("refuses a scan id that is not a short token", () => {
    expect(ZCheckInInput.safeParse({ ...base, clientScanId: "short", secret: "abc" }).success).toBe(false);
    expect(ZCheckInInput.safeParse({ ...base, clientScanId: "has spaces in it", secret: "abc" }).success).toBe(false);
  });
});

describe("ZOfflineScan and ZSyncCheckInsInput", () => {
  it("needs the time of the scan as an ISO date-time", () => {
    expect(ZOfflineScan.safeParse({ ...base, secret: "abc", scannedAt: "2026-07-01T10:00:00.000Z" }).success).toBe(true);
    expect(ZOfflineScan.safeParse({ ...base, secret: "abc", scannedAt: "2026-07-01T12:00:00+02:00" }).success).toBe(true);
    expect(ZOfflineScan.safeParse({ ...base, secret: "abc", scannedAt: "10:00" }).success).toBe(false);
  });

  it("syncs 1 to 200 scans at once", () => {
    const scan = { ...base, secret: "abc", scannedAt: "2026-07-01T10:00:00.000Z" };
    expect(ZSyncCheckInsInput.safeParse({ scans: [] }).success).toBe(false);
    expect(ZSyncCheckInsInput.safeParse({ scans: Array.from({ length: 200 }, () => scan) }).success).toBe(true);
    expect(ZSyncCheckInsInput.safeParse({ scans: Array.from({ length: 201 }, () => scan) }).success).toBe(false);
  });
});

describe("ZTicketSearchInput", () => {
  it("needs at least 2 characters once trimmed", () => {
    expect(ZTicketSearchInput.safeParse({ query: " a " }).error?.issues[0]?.message).toBe("Type at least 2 characters.");
    expect(ZTicketSearchInput.safeParse({ query: " an " }).data).toEqual({ query: "an" });
  });
});

describe("the check-in list and desk name of a scan", () => {
  it("needs a list (an event, optionally one of its days) and takes a trimmed desk name", () => {
    expect(ZCheckInInput.safeParse({ ...base, list: { eventId: 3, day: "2026-07-02" }, deskName: "  Gate A ", secret: "abc" }).data).toMatchObject({
      list: { eventId: 3, day: "2026-07-02" },
      deskName: "Gate A",
    });
    expect(ZCheckInInput.safeParse({ clientScanId: base.clientScanId, deviceId: "desk-1", secret: "abc" }).success).toBe(false);
    expect(ZCheckInInput.safeParse({ ...base, list: { eventId: 3, day: "2 July" }, secret: "abc" }).success).toBe(false);
    expect(ZCheckInInput.safeParse({ ...base, deskName: "x".repeat(41), secret: "abc" }).success).toBe(false);
    expect(ZCheckInInput.safeParse({ ...base, deskName: "   ", secret: "abc" }).success).toBe(false);
  });
});

describe("ZDeskQuoteInput", () => {
  it("takes the tickets' types, one per ticket, or none for the event's default", () => {
    expect(ZDeskQuoteInput.safeParse({ eventId: 1, numTickets: 2 }).success).toBe(true);
    expect(ZDeskQuoteInput.safeParse({ eventId: 1, numTickets: 2, ticketTypeIds: [3, 4] }).success).toBe(true);
    expect(ZDeskQuoteInput.safeParse({ eventId: 1, numTickets: 2, ticketTypeIds: [3] }).error?.issues[0]?.message).toBe("Give one ticket type per ticket.");
  });
});
