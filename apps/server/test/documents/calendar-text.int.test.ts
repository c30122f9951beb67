import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trpcAs } from "@vyc/testkit/admin-fixtures";
import { eventInput } from "@vyc/testkit/event-input";
import { startTestServer, type TestServer } from "@vyc/testkit/test-server";
import { createUser, sessionFor } from "@vyc/testkit/users";

let server: TestServer;
let staff: string;
beforeAll(async () => {
  server = await startTestServer();
  staff = (await sessionFor(server, await createUser(server, { role: "staff" }))).authorization;
});
afterAll(() => server.close());

const NAME = "Camp\r\nATTENDEE;RSVP=TRUE:mailto:intruder@example.test";
const NAME_VI = "Trại hè\r\nORGANIZER:mailto:intruder@example.test";
const PLACE = "Hostel; Room 1\nURL:https://intruder.example.test";

/** A text as an iCalendar TEXT value carries it: a line break of any kind is one "\n" (RFC 5545 §3.3.11). */
const asCalendarText = (text: string) => text.replace(/\r\n?/g, "\n");

/** Every property name of the calendar and of its components, upper-case. */
function propertyNames(component: ICAL.Component): string[] {
  return [...component.getAllProperties().map((p) => p.name.toUpperCase()), ...component.getAllSubcomponents().flatMap(propertyNames)];
}

async function calendarOf(eventId: number, lang: "en" | "vi"): Promise<{ calendar: ICAL.Component; vevent: ICAL.Component }> {
  const res = await fetch(`${server.url}/files/events/${eventId}/calendar.ics?lang=${lang}`);
  expect(res.status).toBe(200);
  const text = await res.text();
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent("vevent");
  if (!vevent) throw new Error(`no VEVENT in:\n${text}`);
  return { calendar, vevent };
}

/**
 * The calendar's own NAME and X-WR-CALNAME (RFC 7986) are TEXT values that ical.js leaves escaped
 * as it does with every property it does not know; they are read here as TEXT.
 */
const calendarText = (calendar: ICAL.Component, property: string) => ICAL.design.icalendar.value.text?.fromICAL?.(String(calendar.getFirstPropertyValue(property)));

describe("an event's calendar file", () => {
  it("keeps line breaks and separators of the event's name and place inside their values, adding no property", async () => {
    const year = new Date().getUTCFullYear() + 1;
    const create = (over: Record<string, unknown>) => trpcAs<{ id: number }>(server.url, "mutation", "admin.createEvent", eventInput(year, over), staff);
    const plain = await create({ name: "Camp", nameVi: "Trại hè", place: "Hostel" });
    const hostile = await create({ name: NAME, nameVi: NAME_VI, place: PLACE });
    expect([plain.status, hostile.status]).toEqual([200, 200]);
    const eventId = hostile.data.id;

    for (const [lang, name] of [
      ["en", NAME],
      ["vi", NAME_VI],
    ] as const) {
      const { calendar, vevent } = await calendarOf(eventId, lang);
      // The same properties as the calendar of an event with a plain name and place, and no others.
      expect(propertyNames(calendar)).toEqual(propertyNames((await calendarOf(plain.data.id, lang)).calendar));
      expect(propertyNames(calendar)).not.toContain("ATTENDEE");
      expect(vevent.getAllProperties("url").map((p) => p.getFirstValue())).toEqual([`${server.publicUrl}/events/${eventId}`]);

      expect(vevent.getFirstPropertyValue("summary")).toBe(asCalendarText(name));
      expect(vevent.getFirstPropertyValue("location")).toBe(asCalendarText(`${PLACE}, Berlin`));
      expect(calendarText(calendar, "name")).toBe(asCalendarText(name));
      expect(calendarText(calendar, "x-wr-calname")).toBe(asCalendarText(name));
    }
  });
});
