import { describe, expect, it } from "vitest";
import { ZDeskAttendee, ZDeskSaleForm } from "./desk-sale";

const adult = { firstName: "An", lastName: "Vo", age: 30 };
const minor = { firstName: "Bao", lastName: "Tran", age: 15, guardianName: "Mai Tran", guardianPhone: "+84 912 345 678" };

describe("ZDeskAttendee", () => {
  it("needs only a name and an age for an adult, the e-mail stays empty", () => {
    expect(ZDeskAttendee.parse(adult)).toEqual({ ...adult, email: "", guardianName: "", guardianPhone: "", guardianSignedHere: false });
  });
  it("needs the guardian's name and phone for a minor", () => {
    const issues = ZDeskAttendee.safeParse({ ...minor, guardianName: "", guardianPhone: "" }).error?.issues.map((i) => [i.path.join("."), i.message]);
    expect(issues).toEqual([
      ["guardianName", "Guardian name is required for attendees under 18."],
      ["guardianPhone", "Guardian phone is required for attendees under 18."],
    ]);
    expect(ZDeskAttendee.safeParse({ ...minor, guardianPhone: "12" }).error?.issues[0]?.message).toBe("Enter a valid phone number with its country code, e.g. +49 151 23456789.");
    expect(ZDeskAttendee.parse(minor).guardianPhone).toBe("+84912345678");
    expect(ZDeskAttendee.parse({ ...minor, guardianSignedHere: true }).guardianSignedHere).toBe(true);
  });
  it("drops an adult's guardian and refuses an e-mail that is not one", () => {
    expect(ZDeskAttendee.parse({ ...adult, guardianName: "X", guardianPhone: "+49 151 23456789", guardianSignedHere: true })).toMatchObject({ guardianName: "", guardianPhone: "", guardianSignedHere: false });
    expect(ZDeskAttendee.safeParse({ ...adult, email: "nope" }).error?.issues[0]?.message).toBe("Enter a valid email address.");
  });
  it("keeps the ticket type staff chose, an id", () => {
    expect(ZDeskAttendee.parse({ ...adult, ticketTypeId: 7 }).ticketTypeId).toBe(7);
    expect(ZDeskAttendee.safeParse({ ...adult, ticketTypeId: 0 }).success).toBe(false);
    expect(ZDeskAttendee.safeParse({ ...adult, ticketTypeId: 1.5 }).success).toBe(false);
  });
});

describe("ZDeskSaleForm", () => {
  it("asks for the parent/guardian waiver only when a minor comes", () => {
    expect(ZDeskSaleForm.safeParse({ attendees: [adult], waiverLiability: true }).success).toBe(true);
    expect(ZDeskSaleForm.safeParse({ attendees: [adult, minor], waiverLiability: true }).error?.issues[0]?.message).toBe("Accept the parent/guardian waiver.");
    expect(ZDeskSaleForm.safeParse({ attendees: [adult, minor], waiverLiability: true, waiverGuardian: true }).success).toBe(true);
    expect(ZDeskSaleForm.safeParse({ attendees: [adult], waiverLiability: false }).success).toBe(false);
  });
});
