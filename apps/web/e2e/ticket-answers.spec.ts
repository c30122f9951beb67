import { expect, test } from "@vyc/testkit/e2e-fixtures";
import { attendeeNamed } from "@vyc/testkit/attendees";
import { E2E_STAFF } from "@vyc/testkit/e2e-accounts";
import { eventInput } from "@vyc/testkit/event-input";
import { logInThroughForm, signUpVerifyAndLogin } from "./support/auth";
import { trpcMutation } from "./support/waiting-list";

const year = new Date().getUTCFullYear() + 1;

test("a buyer sees their ticket's type and changes an answer on the tickets page, which stays changed", async ({ browser }) => {
  test.slow();
  const name = `Answers Camp ${Date.now().toString(36)}`;
  const staffPage = await browser.newPage();
  await logInThroughForm(staffPage, E2E_STAFF, "/admin/events");
  const { id: eventId } = await trpcMutation<{ id: number }>(staffPage.request, "admin.createEvent", {
    ...eventInput(year, { name, price: 120 }),
    dateStart: `${year}-08-20T10:00`,
    dateEnd: `${year}-08-23T16:00`,
  });
  const volunteer = await trpcMutation<{ id: number }>(staffPage.request, "ticketTypes.create", { eventId, ticketType: { name: "Volunteer", nameVi: "Tình nguyện viên", price: 60 } });
  const size = await trpcMutation<{ id: number }>(staffPage.request, "questions.create", {
    eventId,
    question: { kind: "choice", label: "Shirt size", labelVi: "Cỡ áo", options: [{ label: "Small", labelVi: "Nhỏ" }, { label: "Large", labelVi: "Lớn" }], required: true },
  });

  const page = await browser.newPage();
  await signUpVerifyAndLogin(page);
  const { orderId } = await trpcMutation<{ orderId: number }>(page.request, "checkout.start", {
    eventId,
    numTickets: 1,
    attendees: { 1: attendeeNamed("Lan", "Vo", { ticketTypeId: volunteer.id, answers: { [String(size.id)]: "0" } }) },
    logisticCase: "selfTravel",
  });
  const { providerOrderId } = await trpcMutation<{ providerOrderId: string }>(page.request, "checkout.createPayment", { orderId, provider: "test" });
  await trpcMutation(page.request, "checkout.capture", { orderId, providerOrderId });

  await page.goto("/account/tickets");
  const ticket = page.getByRole("article", { name }).getByRole("listitem").filter({ hasText: "Ticket 1: Lan Vo" });
  await expect(ticket.getByRole("definition").filter({ hasText: /^Volunteer$/ })).toBeVisible();
  await ticket.getByRole("button", { name: "Answers of Ticket 1: Lan Vo" }).click();
  const answers = ticket.getByRole("region", { name: "Answers of Ticket 1: Lan Vo" });
  await expect(answers.getByRole("definition")).toHaveText("Small");

  await answers.getByRole("button", { name: "Change answers" }).click();
  await ticket.getByLabel("Shirt size (required)").selectOption({ label: "Large" });
  await ticket.getByRole("button", { name: "Save answers" }).click();
  await expect(page.getByText("Answers saved.")).toBeVisible();
  await expect(answers.getByRole("definition")).toHaveText("Large");

  await page.reload();
  await ticket.getByRole("button", { name: "Answers of Ticket 1: Lan Vo" }).click();
  await expect(answers.getByRole("definition")).toHaveText("Large");
});
