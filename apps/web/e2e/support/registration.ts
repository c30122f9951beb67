import { expect, type Page } from "@playwright/test";

export interface Attendee {
  firstName: string;
  lastName: string;
  gender: "male" | "female" | "nonBinary";
  age: string;
  email: string;
  /** Typed into the number field: with + and the country code, which also chooses the country in the picker. */
  phone: string;
  country: string;
  expectation: string;
  healthcare?: string;
  /** A parent or guardian: asked for (and required) once the age is under 18. */
  guardianName?: string;
  guardianEmail?: string;
  guardianPhone?: string;
  /** The ticket type's option label, when the event sells several (else its default). */
  ticketType?: string;
  /** Answers to the organiser's questions by label: an option's label for a choice, the text otherwise. */
  answers?: Record<string, string>;
}

/** What a camper answers when a spec does not say: the seeded camp asks every camper their T-shirt size, in either language. */
const USUAL_ANSWERS: Record<string, string> = { "T-shirt size": "M", "Cỡ áo thun": "M" };

/** Answers the questions shown in an attendee block; a choice is picked by its label, a text typed. */
async function answerQuestions(block: ReturnType<typeof ticketBlock>, answers: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(answers)) {
    const field = block.getByLabel(label, { exact: true });
    if ((await field.count()) === 0) continue;
    if ((await field.evaluate((element) => element.tagName)) === "SELECT") await field.selectOption({ label: value });
    else await field.fill(value);
  }
}

/** The n-th attendee block of the attendee form. */
export const ticketBlock = (page: Page, n: number) => page.getByRole("group", { name: new RegExp(`^Ticket ${n}\\b`) });

export async function fillAttendee(page: Page, n: number, a: Attendee): Promise<void> {
  const block = ticketBlock(page, n);
  if (a.ticketType) await block.getByLabel("Ticket type").selectOption({ label: a.ticketType });
  await block.getByLabel("First name").fill(a.firstName);
  await block.getByLabel("Last name").fill(a.lastName);
  await block.getByLabel("Gender").selectOption(a.gender);
  await block.getByLabel("Age").fill(a.age);
  await block.getByLabel("Email", { exact: true }).fill(a.email);
  await block.getByLabel("Phone", { exact: true }).fill(a.phone);
  await block.getByLabel("Country", { exact: true }).fill(a.country);
  await block.getByLabel("What do you expect from this event?").fill(a.expectation);
  if (a.healthcare) await block.getByLabel("Health and dietary needs (optional)").fill(a.healthcare);
  if (a.guardianName) await block.getByLabel("Parent or guardian's name").fill(a.guardianName);
  if (a.guardianEmail) await block.getByLabel("Parent or guardian's email").fill(a.guardianEmail);
  if (a.guardianPhone) await block.getByLabel("Parent or guardian's phone", { exact: true }).fill(a.guardianPhone);
  await answerQuestions(block, a.answers ?? USUAL_ANSWERS);
}

/** The events list → the event's page; returns the event's id. */
export async function openEvent(page: Page, name: string): Promise<number> {
  await page.goto("/events");
  await page.getByRole("article", { name }).getByRole("link", { name: /See more/ }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  return Number(new URL(page.url()).pathname.split("/")[2]);
}

/** Fills the attendee form with `attendees`, accepts both waivers and confirms step 1. */
export async function confirmAttendees(page: Page, attendees: Attendee[]): Promise<void> {
  for (const [i, a] of attendees.entries()) await fillAttendee(page, i + 1, a);
  await page.getByLabel("I have read and accept the waiver of liability.").check();
  await page.getByLabel("I have read and accept the parent/guardian waiver for participants under 18.").check();
  await page.getByRole("button", { name: "Confirm" }).click();
}

/** Event detail → the attendees → "I can travel by myself" → the payment step, as the signed-in page. */
export async function reachCheckout(page: Page, eventName: string, attendees: Attendee[]): Promise<void> {
  await openEvent(page, eventName);
  for (let n = 1; n < attendees.length; n++) await page.getByRole("button", { name: "More tickets" }).click();
  await page.getByRole("button", { name: "Get a ticket" }).click();
  await confirmAttendees(page, attendees);
  await page.getByLabel("I can travel by myself").check();
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole("heading", { level: 1, name: "Payment" })).toBeVisible();
  await expect(page.getByText(/Your seats are held for/)).toBeVisible({ timeout: 20_000 });
}

/** Event detail → one attendee → the attendance confirmation of a free online event, as the signed-in page. */
export async function reachAttendanceConfirmation(page: Page, eventName: string, attendee: Attendee): Promise<void> {
  await openEvent(page, eventName);
  await page.getByRole("button", { name: "Get a ticket" }).click();
  await confirmAttendees(page, [attendee]);
  await expect(page).toHaveURL(/\/register\/confirm_attendance$/);
}
