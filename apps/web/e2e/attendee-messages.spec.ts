import { expect, test } from "@vyc/testkit/e2e-fixtures";
import { E2E_STAFF } from "@vyc/testkit/e2e-accounts";
import { waitForMail } from "@vyc/testkit/e2e-mailbox";
import { eventInput } from "@vyc/testkit/event-input";
import { logInThroughForm, signUpVerifyAndLogin } from "./support/auth";
import { trpcMutation } from "./support/waiting-list";

const year = new Date().getUTCFullYear() + 1;

test("staff write to an event's ticket holders, who get the e-mail, and see the message and its recipients listed", async ({ browser }) => {
  test.slow();
  const run = Date.now().toString(36);
  const name = `Messages Camp ${run}`;
  const subject = `Bring a sleeping bag ${run}`;
  const staffPage = await browser.newPage();
  await logInThroughForm(staffPage, E2E_STAFF, "/admin/events");
  const { id } = await trpcMutation<{ id: number }>(staffPage.request, "admin.createEvent", {
    ...eventInput(year, { name, price: 0, registrationDeadline: null, expiredRefundDate: null }),
    dateStart: `${year}-08-10T10:00`,
    dateEnd: `${year}-08-12T16:00`,
  });
  await trpcMutation(staffPage.request, "ticketTypes.create", { eventId: id, ticketType: { name: "Volunteer", nameVi: "Tình nguyện viên", price: 0 } });

  const page = await browser.newPage();
  const holder = await signUpVerifyAndLogin(page);
  const attendee = { firstName: "Lan", lastName: "Vo", gender: "female", age: 22, email: holder.email, phone: "+49 151 23456789", country: "Germany", expectation: "Meet people" };
  await trpcMutation(page.request, "registration.public", { eventId: id, numTickets: 1, attendees: { 1: attendee } });

  // The event was made behind the back office's back: its page is read again, with its events list.
  await staffPage.reload();
  await staffPage.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Messages to attendees" }).click();
  await expect(staffPage.getByRole("heading", { level: 1, name: "Messages to attendees" })).toBeVisible();
  await staffPage.getByLabel("Event").selectOption({ label: `${name} (${year})` });
  const form = staffPage.getByRole("form", { name: "New message" });
  await expect(form.getByRole("status")).toHaveText("This goes to 1 person.");

  // Volunteers hold no ticket: nobody to write to.
  await form.getByRole("checkbox", { name: "Volunteer" }).check();
  await expect(form.getByRole("status")).toHaveText("This goes to nobody: no ticket holder matches.");
  await expect(form.getByRole("button", { name: "Send…" })).toBeDisabled();
  await form.getByRole("checkbox", { name: "Volunteer" }).uncheck();
  await form.getByRole("checkbox", { name: "Only those not yet checked in" }).check();
  await expect(form.getByRole("status")).toHaveText("This goes to 1 person.");

  await form.getByLabel("Subject (English)").fill(subject);
  await form.getByLabel("Subject (Vietnamese)").fill("Mang theo túi ngủ");
  await form.getByRole("button", { name: "Send…" }).click();
  await expect(form.getByText("Write the Vietnamese message too, or leave both Vietnamese fields empty.")).toBeVisible();
  await expect(form.getByText("Write the message.", { exact: true })).toBeVisible();
  await form.getByLabel("Subject (Vietnamese)").fill("");
  await form.getByLabel("Message (English)").fill("Nights are cold by the lake.\n\nSee you soon!");
  await form.getByRole("button", { name: "Send…" }).click();

  const confirm = staffPage.getByRole("dialog", { name: "Send this message?" });
  await expect(confirm).toContainText(`“${subject}” goes by e-mail to 1 person.`);
  await confirm.getByRole("button", { name: "Send to 1 person" }).click();
  await expect(staffPage.getByText("Message sent to 1 person.")).toBeVisible();
  await expect(form.getByLabel("Subject (English)")).toHaveValue("");

  const mail = await waitForMail(holder.email, subject);
  expect(mail.text).toContain("Nights are cold by the lake.\n\nSee you soon!");
  expect(mail.text).toContain(`You receive this message as a ticket holder of ${name}`);

  const row = staffPage.getByRole("row", { name: new RegExp(subject) });
  await expect(row).toContainText(E2E_STAFF.email);
  await expect(row).toContainText("1 of 1 sent");
  await row.getByRole("button", { name: `Show recipients: ${subject}` }).click();
  const recipients = staffPage.getByRole("table", { name: `Recipients of “${subject}”` });
  const recipient = recipients.getByRole("row", { name: new RegExp(holder.email) });
  await expect(recipient).toContainText("Lan Vo");
  await expect(recipient).toContainText("English");
  await expect(recipient).toContainText("Sent");
  await expect(staffPage.getByText("Every ticket holder · only those not yet checked in")).toBeVisible();
  await page.close();
  await staffPage.close();
});
