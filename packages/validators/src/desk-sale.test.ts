import { describe, expect, it } from "vitest";
import { isInternationalPhone, ZDeskAttendee, ZDeskSaleForm } from "./desk-sale";

const adult = { firstName: "An", lastName: "Vo", age: 30 };
const minor = { firstName: "Bao", lastName: "Tran", age: 15, guardianName: "Mai Tran", guardianPhone: "+84 912 345 678" };

describe("isInternationalPhone", () => {
  it("takes numbers of any country, with spaces and dashes", () => {
    for (const phone of ["+49 151 23456789", "+84 912 345 678", "0912-345-678", "1234567", "+123456789012345"]) expect(isInternationalPhone(phone), phone).toBe(true);
  });
  it("refuses letters, a + inside, too few or too many digits", () => {
    for (const phone of ["123456", "+1234567890123456", "call me", "12+345678", "+49 (151) 2345678", "-1234567"]) expect(isInternationalPhone(phone), phone).toBe(false);
  });
});

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
    expect(ZDeskAttendee.safeParse({ ...minor, guardianPhone: "12" }).error?.issues[0]?.message).toMatch(/^Enter a phone number of 7 to 15 digits/);
    expect(ZDeskAttendee.parse({ ...minor, guardianSignedHere: true }).guardianSignedHere).toBe(true);
  });
  it("drops an adult's guardian and refuses an e-mail that is not one", () => {
    expect(ZDeskAttendee.parse({ ...adult, guardianName: "X", guardianPhone: "+49 151 23456789", guardianSignedHere: true })).toMatchObject({ guardianName: "", guardianPhone: "", guardianSignedHere: false });
    expect(ZDeskAttendee.safeParse({ ...adult, email: "nope" }).error?.issues[0]?.message).toBe("Enter a valid email address.");
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
