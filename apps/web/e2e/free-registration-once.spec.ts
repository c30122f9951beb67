import { signUpVerifyAndLogin } from "./support/auth";
import { expect, test } from "@vyc/testkit/e2e-fixtures";
import { confirmAttendees, reachAttendanceConfirmation, type Attendee } from "./support/registration";

const ONLINE = "Community Engagement Training (Online)";
const SAM: Attendee = { firstName: "Sam", lastName: "Pham", gender: "nonBinary", age: "22", email: "sam@example.test", phone: "+47 412 34 567", country: "Norway", expectation: "Workshops on identity" };
const MINH: Attendee = { firstName: "Minh", lastName: "Tran", gender: "male", age: "16", email: "minh@example.test", phone: "+33 6 12 34 56 78", country: "France", expectation: "Make friends", guardianName: "Lan Tran", guardianEmail: "lan.tran@example.test", guardianPhone: "+47 412 34 567" };

test("registering the same attendee for a free online event again is refused with a message, and a new attendee can still be registered", async ({ page }) => {
  test.slow();
  await signUpVerifyAndLogin(page);
  await reachAttendanceConfirmation(page, ONLINE, SAM);
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page).toHaveURL(/\/response\/success\/checkout$/);

  await reachAttendanceConfirmation(page, ONLINE, { ...SAM, email: "Sam@Example.test" });
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("An error occurred. Please try again.")).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "Sam@Example.test is already registered for this event." })).toBeVisible();
  await expect(page).toHaveURL(/\/register\/confirm_attendance$/);

  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/register\/\d+\/1$/);
  await confirmAttendees(page, [MINH]);
  await expect(page.getByText("Ticket 1: Minh Tran")).toBeVisible();
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page).toHaveURL(/\/response\/success\/checkout$/);

  await page.getByRole("link", { name: "See my tickets" }).click();
  const orders = page.getByRole("article", { name: ONLINE });
  await expect(orders).toHaveCount(2);
  await expect(orders.filter({ hasText: "Ticket 1: Sam Pham" })).toHaveCount(1);
  await expect(orders.filter({ hasText: "Ticket 1: Minh Tran" })).toHaveCount(1);
});
