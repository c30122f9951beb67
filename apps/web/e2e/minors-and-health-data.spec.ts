import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { logInThroughForm, signUpVerifyAndLogin } from "./support/auth";
import { expect, expectAccessible, test } from "@vyc/testkit/e2e-fixtures";
import { waitForMail } from "@vyc/testkit/e2e-mailbox";
import { confirmAttendees, openEvent, ticketBlock, type Attendee } from "./support/registration";
import { E2E_STAFF } from "@vyc/testkit/e2e-accounts";
import { chooseCheckInList } from "./support/desk-events";
import { trpcMutation, trpcQuery } from "./support/waiting-list";

const CONSENT_SUBJECT = "Your consent is needed";

/** The path of the personal link in the newest consent e-mail to the guardian. */
async function consentLinkFor(guardianEmail: string): Promise<string> {
  const mail = await waitForMail(guardianEmail, CONSENT_SUBJECT);
  const path = /https?:\/\/[^/\s]+(\/guardian-consent\/[A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!path) throw new Error(`No consent link in the mail to ${guardianEmail}`);
  return path;
}

/** The guardian consent line of a ticket on the tickets page. */
const guardianConsentOf = (page: Page, ticketTitle: string) =>
  page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 3, name: ticketTitle }) })
    .getByRole("definition")
    .filter({ hasText: /^(Pending: we e-mailed the parent or guardian|Given)$/ });

test("a parent confirms the consent for a minor from the e-mail, and the tickets page shows it given", async ({ page }) => {
  test.slow();
  const run = Date.now().toString(36);
  const guardianEmail = `parent-${run}@example.test`;
  const minor: Attendee = { firstName: "Bao", lastName: `Le${run}`, gender: "male", age: "15", email: `bao-${run}@example.test`, phone: "+49 151 23456789", country: "Norway", expectation: "Make friends", healthcare: "Asthma" };
  await signUpVerifyAndLogin(page);

  // The form asks for a parent or guardian only for an attendee under 18, and refuses to go on without one.
  await openEvent(page, "Identity Summer Camp Germany");
  await page.getByRole("button", { name: "Get a ticket" }).click();
  const block = ticketBlock(page, 1);
  await expect(block.getByLabel("Parent or guardian's email")).toHaveCount(0);
  await confirmAttendees(page, [minor]);
  await expect(block.getByText("This attendee is under 18.", { exact: false })).toBeVisible();
  await expect(block.getByText("Guardian name is required for attendees under 18.")).toBeVisible();
  await expect(block.getByText("Guardian email is required for attendees under 18.")).toBeVisible();
  await expect(block.getByText("Guardian phone is required for attendees under 18.")).toBeVisible();
  await expectAccessible(page);
  await block.getByLabel("Parent or guardian's name").fill("Hoa Le");
  await block.getByLabel("Parent or guardian's email").fill(guardianEmail);
  // The guardian's phone, of any country, through its own country picker.
  await block.getByRole("combobox", { name: "Parent or guardian's phone: country" }).selectOption("NO");
  await block.getByLabel("Parent or guardian's phone", { exact: true }).fill("412 34 567");
  await page.getByRole("button", { name: "Confirm" }).click();
  await page.getByLabel("I can travel by myself").check();
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByRole("button", { name: "Pay (test mode)" }).click();
  await expect(page).toHaveURL(/\/response\/success\/checkout$/);

  const link = await consentLinkFor(guardianEmail);
  const ticketTitle = `Ticket 1: Bao Le${run}`;
  await page.goto("/account/tickets");
  await expect(guardianConsentOf(page, ticketTitle)).toHaveText("Pending: we e-mailed the parent or guardian");

  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Parent or guardian consent" })).toBeVisible();
  await expect(page.getByText(`Bao Le${run} is registered for Identity Summer Camp Germany`)).toBeVisible();
  // The guardian's own waiver, written to them: not the registration form's with its clause for registrations without minors.
  const waiver = page.getByRole("article", { name: "Parent/guardian consent" });
  await expect(waiver).toContainText("I am the parent or legal guardian of the participant named above");
  await expect(waiver).toContainText("I will be reachable for the whole event at the phone number given in the registration.");
  await expect(waiver).not.toContainText("If no participant");
  const confirm = page.getByRole("button", { name: "Confirm my consent" });
  await expect(confirm).toBeDisabled();
  await page.getByLabel(`I am the parent or legal guardian of Bao Le${run} and I accept this waiver on their behalf.`).check();
  await confirm.click();
  await expect(page.getByRole("status")).toHaveText("Thank you. Your consent has been recorded, and the organisers can see it.");
  await expectAccessible(page);

  // Opened again, the link shows the consent that was given and when, with the text accepted; nothing to confirm twice.
  await page.goto(link);
  await expect(page.getByRole("status")).toHaveText(/^Consent was given on .*\d{1,2}:\d{2}.*\.$/);
  await expect(page.getByRole("article", { name: "The consent given" })).toContainText("I am the parent or legal guardian of the participant named above");
  await expect(page.getByRole("button", { name: "Confirm my consent" })).toHaveCount(0);
  await expect(page.getByRole("alert")).toHaveCount(0);

  await page.goto("/account/tickets");
  await expect(guardianConsentOf(page, ticketTitle)).toHaveText("Given");
});

test("the desk holds a minor without guardian consent at check-in until staff record a paper consent", async ({ page }) => {
  test.slow();
  const run = Date.now().toString(36);
  const name = `Vy Pham${run}`;
  await logInThroughForm(page, E2E_STAFF, "/staff");
  const events = await trpcQuery<Array<{ id: number; name: string }>>(page.request, "kiosk.events");
  const eventId = events.find((e) => e.name === "Camp Desk Weekend")?.id;
  if (!eventId) throw new Error("The desk event is missing");
  const quote = await trpcQuery<{ totalMinor: number }>(page.request, "kiosk.quoteSale", { eventId, numTickets: 1 });
  const { orderId } = await trpcMutation<{ orderId: number }>(page.request, "kiosk.sell", {
    attendees: [
      { firstName: "Vy", lastName: `Pham${run}`, gender: "female", age: 16, email: `vy-${run}@example.test`, phone: "+49 151 23456789", country: "Denmark", expectation: "Registered at the camp desk", healthcare: "", guardianName: "Thu Pham", guardianEmail: `thu-${run}@example.test`, guardianPhone: "+45 20 12 34 56" },
    ],
    waiverLiability: true,
    waiverGuardian: true,
    eventId,
    paymentMethod: "cash",
    expectedTotalMinor: quote.totalMinor,
    deviceId: "consent-desk",
    clientSaleId: `consent-${run}`,
  });
  const order = await trpcQuery<{ tickets: Array<{ secret: string }> }>(page.request, "kiosk.order", { orderId });
  const secret = order.tickets[0]?.secret ?? "";

  // Looked up before check-in: consent pending, with the warning.
  await page.goto("/staff/lookup");
  const search = page.getByLabel("Name, e-mail, order number or scan a QR code");
  await search.fill(name);
  await search.press("Enter");
  const card = page.getByRole("article", { name });
  await expect(card.getByRole("alert")).toContainText("Guardian consent missing");
  await expectAccessible(page);

  // Scanned at the check-in screen: held, not let in, until the paper form is recorded.
  await chooseCheckInList(page, eventId);
  const code = page.getByLabel("Scan a ticket QR code");
  await code.fill(secret);
  await code.press("Enter");
  const held = page.locator(".check-in-answer").filter({ hasText: `Check-in refused: ${name}` });
  await expect(held).toContainText("Guardian consent missing: this minor is not checked in until the consent signed by a parent or guardian is recorded.");
  await expect(held).toContainText(`${name} is 16 and their parent or guardian has not confirmed the waiver.`);
  await expect(page.getByRole("status").filter({ hasText: `Checked in: ${name}` })).toHaveCount(0);
  await expectAccessible(page);
  await held.getByRole("button", { name: "Record paper consent" }).click();
  await expect(page.getByText("Paper consent recorded.", { exact: true })).toBeVisible();
  await held.getByRole("button", { name: "Check in", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: `Checked in: ${name}` })).toBeVisible();

  // The warning is gone for good: the ticket now reads consent given.
  await page.goto("/staff/lookup");
  await search.fill(name);
  await search.press("Enter");
  await expect(card).toContainText("Checked in");
  await expect(card.getByRole("definition").filter({ hasText: /^Given$/ })).toBeVisible();
  await expect(card.getByRole("alert")).toHaveCount(0);
});

test("a user downloads their data and deletes their account after giving the password again", async ({ page }) => {
  const account = await signUpVerifyAndLogin(page, { targetPath: "/account/settings" });
  await page.goto("/account/settings");

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download my data (JSON)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(readFileSync(await download.path(), "utf8")) as { user: { email: string } };
  expect(data.user.email).toBe(account.email);
  await expect(page.getByText("Your data was downloaded.")).toBeVisible();

  await page.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete my account" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Invoices stay, as accounting law requires");
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Delete my account for good" }).click();
  await expect(dialog.getByText("Password is required.")).toBeVisible();
  await dialog.getByLabel("Your password").fill("not-my-password");
  await dialog.getByRole("button", { name: "Delete my account for good" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("The password is not correct.");
  await expectAccessible(page);
  await dialog.getByLabel("Your password").fill(account.password);
  await dialog.getByRole("button", { name: "Delete my account for good" }).click();
  await page.waitForURL((url) => url.pathname === "/");

  // Signed out, and the account is gone: its password opens nothing.
  await page.goto("/account/settings");
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel("Email", { exact: true }).fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("region", { name: /Notifications/ }).getByText("Authentication failed: Invalid credentials")).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test("the privacy policy states the erasure period the server keeps", async ({ page }) => {
  await page.goto("/privacy_policy");
  await expect(page.getByRole("listitem").filter({ hasText: "Healthcare notes and travel details: erased 30 days after the event ends" })).toBeVisible();
});
