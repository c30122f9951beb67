import { describe, expect, it } from "vitest";
import { formatPhone, normalizePhone, PHONE_MESSAGES, ZOptionalPhone, ZPhone } from "./phone";

describe("phone numbers of every country", () => {
  it("takes a valid number with its country code and stores it in E.164", () => {
    expect(normalizePhone("+49 151 23456789")).toBe("+4915123456789");
    expect(normalizePhone(" +84 912 345 678 ")).toBe("+84912345678");
    expect(normalizePhone("+33 6 12 34 56 78")).toBe("+33612345678");
    expect(normalizePhone("+47 412 34 567")).toBe("+4741234567");
    expect(normalizePhone("0049 151 23456789")).toBe("+4915123456789");
    expect(normalizePhone("+4915123456789")).toBe("+4915123456789");
  });

  it("keeps the specification's format as typed, so the original client's payloads stay valid", () => {
    for (const phone of ["123-456-7890", "555-010-2030", "234-567-8901"]) expect(normalizePhone(phone)).toBe(phone);
  });

  it("refuses a number without its country, of no country, or that is not a number", () => {
    for (const phone of ["", "0151 23456789", "1234567890", "+49 12", "+999 1234567", "call me", "123 456 7890", "+49 151 2345678901234"]) expect(normalizePhone(phone), phone).toBeNull();
  });

  it("gives one message for a number that is not one, which the forms show", () => {
    expect(ZPhone.safeParse("0151 23456789").error?.issues.map((i) => i.message)).toEqual([PHONE_MESSAGES.invalid]);
    expect(ZPhone.parse("+49 151 23456789")).toBe("+4915123456789");
    expect(ZOptionalPhone.parse("")).toBe("");
    expect(ZOptionalPhone.safeParse("12").success).toBe(false);
  });

  it("shows a stored number grouped as its country writes it, anything else as it is", () => {
    expect(formatPhone("+4915123456789")).toBe("+49 1512 3456789");
    expect(formatPhone("123-456-7890")).toBe("123-456-7890");
  });
});
