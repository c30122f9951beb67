import { describe, expect, it } from "vitest";
import { isHoneypotFilled, PHONE_MESSAGE, ZContactInput } from "./contact";

const valid = {
  firstName: "Linh",
  lastName: "Nguyen",
  email: "linh@example.com",
  phone: "123-456-7890",
  subject: "Summer camp",
  message: "Is there still room?",
};

/** The first message of each field, as the form shows it. */
const messagesFor = (input: unknown) => {
  const parsed = ZContactInput.safeParse(input);
  const first: Record<string, string> = {};
  for (const issue of parsed.success ? [] : parsed.error.issues) first[issue.path.join(".")] ??= issue.message;
  return first;
};

describe("ZContactInput", () => {
  it("accepts a complete message and trims the text fields", () => {
    const parsed = ZContactInput.parse({ ...valid, firstName: "  Linh ", subject: " Summer camp " });
    expect(parsed).toMatchObject({ firstName: "Linh", subject: "Summer camp" });
  });

  it("requires every field, with a message naming it", () => {
    expect(messagesFor({ firstName: "", lastName: " ", email: "", phone: "", subject: "", message: "" })).toEqual({
      firstName: "First name is required.",
      lastName: "Last name is required.",
      email: "Email is required.",
      phone: PHONE_MESSAGE,
      subject: "Subject is required.",
      message: "Message is required.",
    });
  });

  it("wants an e-mail address", () => {
    expect(messagesFor({ ...valid, email: "linh@" })).toEqual({ email: "Enter a valid email address." });
  });

  it("wants a phone of any country with its country code, or in the specification's 3-3-4 format", () => {
    for (const phone of ["1234567890", "123 456 7890", "123-4567-890", "(123) 456-7890", "123-456-789a", "0151 23456789"]) {
      expect(messagesFor({ ...valid, phone })).toEqual({ phone: "Enter a valid phone number with its country code, e.g. +49 151 23456789." });
    }
    expect(messagesFor({ ...valid, phone: "555-010-2030" })).toEqual({});
    expect(ZContactInput.parse({ ...valid, phone: "+49 151 23456789" }).phone).toBe("+4915123456789");
  });

  it("accepts a filled honeypot, so that the server can drop it silently", () => {
    const parsed = ZContactInput.parse({ ...valid, website: "https://spam.example" });
    expect(isHoneypotFilled(parsed)).toBe(true);
    expect(isHoneypotFilled(ZContactInput.parse({ ...valid, website: "" }))).toBe(false);
    expect(isHoneypotFilled(ZContactInput.parse(valid))).toBe(false);
  });
});
