import { describe, expect, it } from "vitest";
import { formatDateRange, formatDateTime, formatDay, formatLocalDateTime, formatPrice, formatZoneName } from "./format";

describe("formatPrice", () => {
  it("puts the euro symbol after EUR prices and a dollar sign before USD ones in English", () => {
    expect(formatPrice(490, "EUR", "en")).toBe("490 €");
    expect(formatPrice(1470, "EUR", "en")).toBe("1470 €");
    expect(formatPrice(12.5, "EUR", "en")).toBe("12.50 €");
    expect(formatPrice(180, "USD", "en")).toBe("$180");
  });
  it("writes every currency of the network with its own symbol, from exact decimal strings too", () => {
    expect(formatPrice("12.50", "GBP", "en")).toBe("£12.50");
    expect(formatPrice("25.00", "EUR", "en")).toBe("25 €");
    expect(formatPrice("1470.00", "CHF", "en")).toBe("CHF 1470");
    expect(formatPrice("40.00", "CAD", "en")).toBe("CA$40");
    expect(formatPrice("40.00", "AUD", "en")).toBe("A$40");
    expect(formatPrice("250.00", "NOK", "en")).toBe("NOK 250");
    expect(formatPrice("12.50", "GBP", "vi")).toBe("12,50 £");
    expect(formatPrice("1470.00", "SEK", "vi")).toBe("1.470 SEK");
    expect(formatPrice("999.99", "CZK", "vi")).toBe("999,99 CZK");
  });
  it("uses Vietnamese separators and symbols in Vietnamese", () => {
    expect(formatPrice(490, "EUR", "vi")).toBe("490 €");
    expect(formatPrice(1470, "EUR", "vi")).toBe("1.470 €");
    expect(formatPrice(12.5, "EUR", "vi")).toBe("12,50 €");
    expect(formatPrice(180, "USD", "vi")).toBe("180 US$");
  });
});

describe("formatDateRange", () => {
  it("shows a single date when start and end fall on the same day", () => {
    expect(formatDateRange("2027-01-05T18:00:00Z", "2027-01-05T20:00:00Z", "en")).toBe("5 Jan 2027");
    expect(formatDateRange("2027-01-05T18:00:00Z", "2027-01-05T20:00:00Z", "vi")).toBe("5 thg 1, 2027");
  });
  it("shows a range followed by the year", () => {
    expect(formatDateRange("2027-07-20T09:00:00Z", "2027-07-27T16:00:00Z", "en")).toBe("20 Jul - 27 Jul 2027");
    expect(formatDateRange("2027-09-01T09:00:00Z", "2027-10-02T16:00:00Z", "en")).toBe("1 Sep - 2 Oct 2027");
    expect(formatDateRange("2027-07-20T09:00:00Z", "2027-07-27T16:00:00Z", "vi")).toBe("20 – 27 thg 7, 2027");
  });
  it("shows both years when the range crosses a new year", () => {
    expect(formatDateRange("2026-12-30T09:00:00Z", "2027-01-02T16:00:00Z", "en")).toBe("30 Dec 2026 - 2 Jan 2027");
    expect(formatDateRange("2026-12-30T09:00:00Z", "2027-01-02T16:00:00Z", "vi")).toBe("30 thg 12, 2026 – 2 thg 1, 2027");
  });
  it("reads dates in UTC without a zone", () => {
    expect(formatDateRange("2027-07-20T23:30:00Z", "2027-07-20T23:59:00Z", "en")).toBe("20 Jul 2027");
  });
  it("reads the days at the event's place in its time zone", () => {
    // 23:30 UTC is already the next day in Berlin; the evening before in Toronto.
    expect(formatDateRange("2027-07-20T23:30:00Z", "2027-07-27T03:00:00Z", "en", "Europe/Berlin")).toBe("21 Jul - 27 Jul 2027");
    expect(formatDateRange("2027-07-20T23:30:00Z", "2027-07-27T03:00:00Z", "en", "America/Toronto")).toBe("20 Jul - 26 Jul 2027");
    expect(formatDateRange("2027-07-20T22:30:00Z", "2027-07-20T23:30:00Z", "vi", "Europe/Berlin")).toBe("21 thg 7, 2027");
  });
});

describe("formatDateTime", () => {
  it("shows the day, the 24-hour time and the UTC zone", () => {
    expect(formatDateTime("2027-09-05T08:05:00Z", "en")).toBe("5 Sep 2027, 08:05 UTC");
    expect(formatDateTime("2027-09-05T18:00:00Z", "vi")).toBe("18:00 UTC 5 thg 9, 2027");
  });
  it("shows the time at the event's place and names its zone as people there write it", () => {
    expect(formatDateTime("2027-01-05T18:00:00Z", "en", "Europe/Berlin")).toBe("5 Jan 2027, 19:00 CET");
    expect(formatDateTime("2027-07-05T20:00:00Z", "en", "Europe/Paris")).toBe("5 Jul 2027, 22:00 CEST");
    expect(formatDateTime("2027-07-05T20:00:00Z", "en", "Europe/London")).toBe("5 Jul 2027, 21:00 BST");
    expect(formatDateTime("2027-01-05T18:00:00Z", "en", "America/Toronto")).toBe("5 Jan 2027, 13:00 EST");
    expect(formatDateTime("2027-07-05T20:00:00Z", "en", "Australia/Sydney")).toBe("6 Jul 2027, 06:00 AEST");
    expect(formatDateTime("2027-01-05T23:30:00Z", "vi", "Europe/Berlin")).toBe("00:30 CET 6 thg 1, 2027");
  });
  it("names a zone without a common short name by its offset", () => {
    expect(formatDateTime("2027-07-05T20:00:00Z", "en", "Asia/Ho_Chi_Minh")).toBe("6 Jul 2027, 03:00 GMT+7");
    expect(formatDateTime("2027-07-05T20:00:00Z", "vi", "Asia/Ho_Chi_Minh")).toBe("03:00 GMT+7 6 thg 7, 2027");
  });
});

describe("formatZoneName", () => {
  it("names an event's zone in the language, the same in summer and winter", () => {
    const winter = new Date("2027-01-05T18:00:00Z");
    const summer = new Date("2027-07-05T18:00:00Z");
    expect(formatZoneName("Europe/Berlin", "en", winter)).toBe("Central European Time");
    expect(formatZoneName("Europe/Berlin", "en", summer)).toBe("Central European Time");
    expect(formatZoneName("Europe/Berlin", "vi", summer)).toBe("Giờ Trung Âu");
    expect(formatZoneName("Asia/Ho_Chi_Minh", "vi", summer)).toBe("Giờ Đông Dương");
  });
});

describe("formatDay", () => {
  it("names the weekday, day, month and year of a UTC day", () => {
    expect(formatDay("2026-07-01", "en")).toBe("Wednesday 1 July 2026");
    expect(formatDay("2026-07-01", "vi")).toBe("Thứ Tư, 1 tháng 7, 2026");
  });
});

describe("formatLocalDateTime", () => {
  it("shows the date and the time of day in the device's zone", () => {
    const iso = "2026-07-01T10:05:00.000Z";
    const local = new Date(iso);
    const hhmm = `${String(local.getHours()).padStart(2, "0")}:${String(local.getMinutes()).padStart(2, "0")}`;
    expect(formatLocalDateTime(iso, "en")).toBe(`${local.getDate()} Jul 2026, ${hhmm}`);
    expect(formatLocalDateTime(iso, "vi")).toContain(hhmm);
    expect(formatLocalDateTime(iso, "vi")).toMatch(/thg 7, 2026|\/7\/2026|tháng 7/);
  });
});
