import { logInThroughForm, signUpVerifyAndLogin } from "./support/auth";
import { expect, test } from "@vyc/testkit/e2e-fixtures";
import { waitForMail } from "@vyc/testkit/e2e-mailbox";
import { confirmAttendees, openEvent } from "./support/registration";
import { E2E_ADMIN as ADMIN } from "@vyc/testkit/e2e-accounts";

const EVENT = "Waiting List Weekend";

test("a visitor joins a sold-out event's waiting list and buys the seat offered by e-mail", async ({ page, browser }) => {
  test.slow();
  const visitor = await signUpVerifyAndLogin(page);
  const eventId = await openEvent(page, EVENT);
  const ticketBox = page.getByRole("complementary", { name: "Tickets" });
  await expect(ticketBox.getByText("Sold out").first()).toBeVisible();
  await ticketBox.getByRole("button", { name: "Join the waiting list" }).click();
  await expect(ticketBox.getByRole("region", { name: "Waiting list", exact: true })).toContainText("You are number 1 in line for 1 seat.");

  await page.goto("/account/tickets");
  const places = page.getByRole("region", { name: "Waiting lists" });
  await expect(places).toContainText(EVENT);
  await expect(places).toContainText("You are number 1 in line for 1 seat.");
  await expect(places.getByRole("button", { name: "Leave the waiting list" })).toBeVisible();

  // Staff add a seat: it goes to the first in line, not to the public sale.
  const staff = await browser.newPage();
  await logInThroughForm(staff, ADMIN, `/admin/events/${eventId}`);
  await staff.getByLabel("Capacity").fill("2");
  await staff.getByRole("button", { name: "Save changes" }).click();
  await expect(staff.getByText("Event saved.")).toBeVisible();
  await staff.goto(`/admin/events/${eventId}/waiting-list`);
  await expect(staff.getByRole("heading", { level: 1, name: `Waiting list: ${EVENT}` })).toBeVisible();
  await expect(staff.getByText(visitor.email)).toBeVisible();
  await expect(staff.getByText(/^Offered until/)).toBeVisible();
  await staff.close();

  const mail = await waitForMail(visitor.email, `Seats for ${EVENT} are waiting for you`, 20_000);
  const link = /http:\/\/\S+\/waiting-list\/offers\/[\w-]+/.exec(mail.text)?.[0];
  expect(link).toBeDefined();
  await page.goto(link ?? "");
  await expect(page.getByRole("heading", { level: 1, name: "Your seats from the waiting list" })).toBeVisible();
  await expect(page.getByText(/1 seat is held for you until/)).toBeVisible();
  await page.getByRole("link", { name: "Buy my seats" }).click();

  await confirmAttendees(page, [
    { firstName: "Hoa", lastName: "Pham", gender: "female", age: "22", email: visitor.email, phone: "+49 151 23456789", country: "Germany", expectation: "Meet the community" },
  ]);
  await page.getByLabel("I can travel by myself").check();
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText(/Your seats are held for/)).toBeVisible({ timeout: 20_000 });
  await page.getByRole("button", { name: "Pay (test mode)" }).click();
  await expect(page).toHaveURL(/\/response\/success\/checkout$/);

  await page.goto("/account/tickets");
  await expect(page.getByText(EVENT).first()).toBeVisible();
  await expect(page.getByRole("region", { name: "Waiting lists" })).toHaveCount(0);
  await expect(page.getByRole("img", { name: /QR code/ })).toHaveCount(1);
});
