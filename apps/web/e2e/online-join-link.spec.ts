import { expect, test } from "@vyc/testkit/e2e-fixtures";
import { waitForMail } from "@vyc/testkit/e2e-mailbox";
import { E2E_STAFF } from "@vyc/testkit/e2e-accounts";
import { eventInput } from "@vyc/testkit/event-input";
import { logInThroughForm, signUpVerifyAndLogin } from "./support/auth";
import { trpcMutation } from "./support/waiting-list";

const LINK = "https://meet.example.org/vyc-talk-first-room";
const NEW_LINK = "https://meet.example.org/vyc-talk-second-room";
const year = new Date().getUTCFullYear() + 1;

test("an online event's join link set in the back office reaches its holder by e-mail and on the tickets page, never the public data", async ({ browser }) => {
  test.slow();
  const name = `Online Talk ${Date.now()}`;
  const staffPage = await browser.newPage();
  await logInThroughForm(staffPage, E2E_STAFF, "/admin/events");
  const { id } = await trpcMutation<{ id: number }>(staffPage.request, "admin.createEvent", {
    ...eventInput(year, { name, isOnline: true, price: 0, place: "Online", location: "Video call", registrationDeadline: null, expiredRefundDate: null }),
    dateStart: `${year}-03-10T18:00`,
    dateEnd: `${year}-03-10T20:00`,
  });

  await staffPage.goto(`/admin/events/${id}`);
  await staffPage.getByLabel("Join link (online events)").fill("http://meet.example.org/plain");
  await staffPage.getByRole("button", { name: "Save changes" }).click();
  await expect(staffPage.getByText("Join link: use an https:// address.")).toBeVisible();
  await staffPage.getByLabel("Join link (online events)").fill(LINK);
  await staffPage.getByRole("button", { name: "Save changes" }).click();
  await staffPage.reload();
  await expect(staffPage.getByLabel("Join link (online events)")).toHaveValue(LINK);

  const page = await browser.newPage();
  const buyer = await signUpVerifyAndLogin(page);
  const attendee = { firstName: "Sam", lastName: "Pham", gender: "male", age: 24, email: buyer.email, phone: "+49 151 23456789", country: "Germany", expectation: "Learn" };
  await trpcMutation(page.request, "registration.public", { eventId: id, numTickets: 1, attendees: { 1: attendee } });

  const confirmation = await waitForMail(buyer.email, `Your tickets for ${name}`);
  expect(confirmation.text).toContain(`This event takes place online. Join it with this link: ${LINK}`);
  expect(confirmation.text).not.toContain("at the desk");
  expect(confirmation.html).toContain(`href="${LINK}"`);

  await page.goto("/account/tickets");
  const order = page.getByRole("article", { name });
  await expect(order.getByRole("link", { name: "Join online" })).toHaveAttribute("href", LINK);

  for (const path of ["/api/events/getEventsNotExpired", `/api/events/${id}/getData`, "/trpc/events.getEventsNotExpired", `/events/${id}`]) {
    const body = await (await page.request.get(path)).text();
    expect(body, path).not.toContain("meet.example.org");
  }
  await page.goto(`/events/${id}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  expect(await page.content()).not.toContain("meet.example.org");

  await staffPage.getByLabel("Join link (online events)").fill(NEW_LINK);
  await staffPage.getByRole("button", { name: "Save changes" }).click();
  const resent = await waitForMail(buyer.email, `Your link to join ${name}`);
  expect(resent.text).toContain(`Join here: ${NEW_LINK}`);
  await page.goto("/account/tickets");
  await expect(page.getByRole("article", { name }).getByRole("link", { name: "Join online" })).toHaveAttribute("href", NEW_LINK);
});
