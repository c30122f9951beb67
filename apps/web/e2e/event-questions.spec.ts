import { expect, test } from "@vyc/testkit/e2e-fixtures";
import { E2E_STAFF } from "@vyc/testkit/e2e-accounts";
import { eventInput } from "@vyc/testkit/event-input";
import { logInThroughForm, signUpVerifyAndLogin } from "./support/auth";
import { trpcMutation, trpcQuery } from "./support/waiting-list";

const year = new Date().getUTCFullYear() + 1;

test("an organiser adds a question to an event, a buyer answers it and staff read the answer in the order", async ({ browser }) => {
  test.slow();
  const name = `Questions Camp ${Date.now()}`;
  const staffPage = await browser.newPage();
  await logInThroughForm(staffPage, E2E_STAFF, "/admin/events");
  const { id } = await trpcMutation<{ id: number }>(staffPage.request, "admin.createEvent", {
    ...eventInput(year, { name, price: 0, registrationDeadline: null, expiredRefundDate: null }),
    dateStart: `${year}-07-10T10:00`,
    dateEnd: `${year}-07-12T16:00`,
  });

  await staffPage.goto(`/admin/events/${id}`);
  const add = staffPage.getByRole("form", { name: "Add a question" });
  await add.getByLabel("Kind").selectOption({ label: "Choice" });
  await add.getByLabel("Question (English)").fill("Shirt size");
  await add.getByLabel("Question (Vietnamese)").fill("Cỡ áo");
  await add.getByLabel("Options, one per line").fill("Small | Nhỏ");
  await add.getByRole("button", { name: "Add question" }).click();
  await expect(add.getByRole("alert")).toHaveText("Write the question; a choice needs two options at least.");
  await add.getByLabel("Options, one per line").fill("Small | Nhỏ\nLarge | Lớn");
  await add.getByLabel("An answer is required").check();
  await add.getByRole("button", { name: "Add question" }).click();
  const listed = staffPage.getByRole("listitem").filter({ hasText: "Shirt size" });
  await expect(listed).toContainText("Choice · required");
  await expect(listed).toContainText("Small, Large");

  const [question] = await trpcQuery<Array<{ id: number }>>(staffPage.request, "questions.list", { eventId: id });
  const page = await browser.newPage();
  const buyer = await signUpVerifyAndLogin(page);
  const attendee = { firstName: "Lan", lastName: "Vo", gender: "female", age: 22, email: buyer.email, phone: "+49 151 23456789", country: "Germany", expectation: "Meet people" };
  const { orderId } = await trpcMutation<{ orderId: number }>(page.request, "registration.public", {
    eventId: id,
    numTickets: 1,
    attendees: { 1: { ...attendee, answers: { [String(question?.id)]: "1" } } },
  });

  await staffPage.goto(`/admin/orders/${orderId}`);
  const card = staffPage.getByRole("article", { name: /Lan Vo/ });
  await expect(card.getByRole("term").filter({ hasText: "Shirt size" })).toBeVisible();
  await expect(card.getByRole("definition").filter({ hasText: /^Large$/ })).toBeVisible();
});
