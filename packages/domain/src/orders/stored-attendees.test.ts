import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { openText, parseDataKeys, sealText, useDataKeys } from "../privacy/sealed-data";
import type { OrderAttendee } from "./attendees";
import { eraseStoredSensitiveData, parseStoredAttendees, resealStoredAttendees, storeAttendees } from "./stored-attendees";

const key = (id: string) => `${id}:${randomBytes(32).toString("base64")}`;
const [old, current] = [key("k1"), key("k2")];

/** A pending order's attendee with health notes, a sensitive answer (sealed, question 7) and a plain one (question 8). */
function stored(): string {
  useDataKeys(parseDataKeys(old));
  const attendee = { firstName: "Lan", lastName: "Pham", age: 20, email: "lan@example.test", gender: "female", phone: "", country: "", expectation: "", healthcare: "Asthma", answers: { "7": sealText("Peanuts") ?? "", "8": "M" } };
  return storeAttendees([{ number: 1, attendee } as OrderAttendee]);
}

describe("a pending order's stored attendees", () => {
  afterEach(() => useDataKeys(parseDataKeys(key("reset"))));

  it("reseals the health notes and the sensitive answers under the current key, leaving plain answers as they are", () => {
    const json = stored();
    useDataKeys(parseDataKeys(`${current},${old}`));
    const [first] = parseStoredAttendees(resealStoredAttendees(json));
    expect(first?.attendee.healthcare).toMatch(/^enc:v1:k2:/);
    expect(first?.attendee.answers?.["7"]).toMatch(/^enc:v1:k2:/);
    expect(openText(String(first?.attendee.answers?.["7"]))).toBe("Peanuts");
    expect(first?.attendee.answers?.["8"]).toBe("M");
    expect(resealStoredAttendees(json)).not.toMatch(/enc:v1:k1:/);
  });

  it("erases the health notes and the sensitive answers once the event is long over", () => {
    const [first] = parseStoredAttendees(eraseStoredSensitiveData(stored()));
    expect(first?.attendee.healthcare).toBeUndefined();
    expect(first?.attendee.answers).toEqual({ "8": "M" });
  });
});
