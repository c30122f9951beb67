import type { Page } from "@playwright/test";
import { signUp, signUpVerifyAndLogin, verifyByMail } from "./support/auth";
import { expect, test } from "@vyc/testkit/e2e-fixtures";
import { openEvent, reachAttendanceConfirmation, ticketBlock, type Attendee } from "./support/registration";

const CAMP = "Identity Summer Camp Germany";
const ONLINE = "Community Engagement Training (Online)";
const SAM: Attendee = { firstName: "Sam", lastName: "Pham", gender: "nonBinary", age: "22", email: "sam@example.test", phone: "+47 412 34 567", country: "Norway", expectation: "Workshops on identity" };

const attendeeForm = (page: Page) => page.getByRole("heading", { level: 1, name: "Attendee information" });

test("Cancel on the attendee form goes back one page", async ({ page }) => {
  test.slow();
  await signUpVerifyAndLogin(page);
  const id = await openEvent(page, CAMP);
  await page.getByRole("button", { name: "Get a ticket" }).click();
  await expect(attendeeForm(page)).toBeVisible();
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${id}$`));
});

test("Cancel on an attendee form loaded by its address goes back to the page before it", async ({ page }) => {
  test.slow();
  await signUpVerifyAndLogin(page);
  const id = await openEvent(page, CAMP);
  await page.goto(`/register/${id}/1`);
  await expect(attendeeForm(page)).toBeVisible();
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${id}$`));
  await expect(page.getByRole("heading", { level: 1, name: CAMP })).toBeVisible();
});

test("after signing in on the way to the attendee form, Cancel goes back to the event, not to the login form", async ({ page }) => {
  test.slow();
  const account = await signUp(page);
  await verifyByMail(page, account);
  const id = await openEvent(page, CAMP);
  await page.getByRole("button", { name: "Get a ticket" }).click();
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
  await page.getByLabel("Email", { exact: true }).fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(new RegExp(`/register/${id}/1$`));
  await expect(attendeeForm(page)).toBeVisible();
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${id}$`));
  await expect(page.getByRole("heading", { level: 1, name: CAMP })).toBeVisible();
});

test("Cancel on an attendee form opened in a new tab goes to the event's page", async ({ page, context }) => {
  test.slow();
  await signUpVerifyAndLogin(page);
  const id = await openEvent(page, CAMP);
  const tab = await context.newPage();
  await tab.goto(`/register/${id}/1`);
  await expect(attendeeForm(tab)).toBeVisible();
  await tab.getByRole("button", { name: "Cancel" }).click();
  await expect(tab).toHaveURL(new RegExp(`/events/${id}$`));
  await expect(tab.getByRole("heading", { level: 1, name: CAMP })).toBeVisible();
  await tab.close();
});

test("Cancel on the attendance confirmation goes back to the attendee form, also after a reload", async ({ page }) => {
  test.slow();
  await signUpVerifyAndLogin(page);
  await reachAttendanceConfirmation(page, ONLINE, SAM);
  await page.reload();
  await expect(page.getByText("Ticket 1: Sam Pham")).toBeVisible();
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/register\/\d+\/1$/);
  await expect(ticketBlock(page, 1).getByLabel("Email")).toHaveValue(SAM.email);
});
