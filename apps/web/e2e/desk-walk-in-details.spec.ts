import { waitForMail } from "@vyc/testkit/e2e-mailbox";
import { E2E_ADMIN } from "@vyc/testkit/e2e-accounts";
import { expect, test } from "@vyc/testkit/e2e-fixtures";
import { logInThroughForm } from "./support/auth";
import { inPersonEvent, walkInOrder } from "./support/desk-events";
import { expectNoSidewaysScroll } from "./support/layout";
import { trpcMutation } from "./support/waiting-list";

const DAY_MS = 24 * 60 * 60 * 1000;

test("a walk-in completes the details the desk did not ask through the link in their tickets e-mail", async ({ page }) => {
  test.slow();
  const run = Date.now().toString(36);
  const event = `Harbour Weekend ${run}`;
  const email = `walkin-${run}@example.test`;
  await logInThroughForm(page, E2E_ADMIN, "/admin");
  const eventId = await inPersonEvent(page.request, { name: event, price: 20, startsInMs: 3 * DAY_MS, hours: 48 });
  const { orderId } = await walkInOrder(page.request, eventId, { firstName: "Thu", lastName: `Vo${run}`, email });
  await trpcMutation(page.request, "kiosk.emailTickets", { orderId });
  await page.goto("/logout");

  const mail = await waitForMail(email, `(order #${orderId})`);
  const link = /https?:\/\/\S+(\/attendee-details\/[A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  expect(link).toBeTruthy();
  await page.goto(link ?? "/");
  await expect(page.getByRole("heading", { level: 1, name: "Complete your registration" })).toBeVisible();
  await expect(page.getByText(`Ticket of Thu Vo${run} for ${event}`)).toBeVisible();
  await expectNoSidewaysScroll(page, 390);

  await page.getByRole("button", { name: "Save my details" }).click();
  await expect(page.getByText("Choose a gender.")).toBeVisible();
  await page.getByLabel("Gender").selectOption("female");
  await page.getByLabel("Phone", { exact: true }).fill("+49 151 23456789");
  await page.getByLabel("Country", { exact: true }).fill("Germany");
  await page.getByLabel("What do you expect from this event?").fill("Sailing with friends");
  await page.getByLabel("Health and dietary needs (optional)").fill("Vegetarian");
  await page.getByRole("button", { name: "Save my details" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Thank you. Your details are saved." })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel("Country", { exact: true })).toHaveValue("Germany");
  await expect(page.getByLabel("Gender")).toHaveValue("female");
  await expect(page.getByText("Health notes you gave before are kept and not shown here; type new ones to replace them.")).toBeVisible();
});
