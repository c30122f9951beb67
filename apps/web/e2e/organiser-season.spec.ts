import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { parseCsv } from "@vyc/testkit/csv-parse";
import { E2E_STAFF } from "@vyc/testkit/e2e-accounts";
import { expect, test } from "@vyc/testkit/e2e-fixtures";
import { waitForMail } from "@vyc/testkit/e2e-mailbox";
import { pdfPages } from "@vyc/testkit/pdf-text";
import { logInThroughForm, signUpVerifyAndLogin } from "./support/auth";
import { accountLanguage, languageSwitch } from "./support/language";
import { confirmAttendees, type Attendee } from "./support/registration";

test.describe.configure({ timeout: 300_000 });

/** The e2e server may be reused between runs: this run's event and message have names of their own. */
const RUN = Date.now().toString(36);
const YEAR = new Date().getUTCFullYear() + 2;
const NAME = `Season Camp ${RUN}`;

const pdfText = async (page: Page, href: string | null): Promise<string> => {
  const response = await page.request.get(href ?? "");
  expect(response.headers()["content-type"]).toBe("application/pdf");
  return (await pdfPages(new Uint8Array(await response.body()))).join("\n");
};

/** A CSV of the money reports as records by column label. */
async function reportRows(page: Page, button: string): Promise<Array<Record<string, string>>> {
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: button, exact: true }).click()]);
  const [header = [], ...rows] = parseCsv(readFileSync(await download.path(), "utf8"));
  return rows.map((cells) => Object.fromEntries(header.map((label, i) => [label, String(cells[i] ?? "")])));
}

test("an organiser runs a camp with two ticket types and a question: a buyer buys one of each, staff write to the holders, find the order, refund less a fee and export the period", async ({ page, browser }) => {
  // The organiser writes the camp as a draft, gives it a second ticket type and a question, and publishes it.
  await logInThroughForm(page, E2E_STAFF, "/admin/events/new");
  await page.getByLabel("Name", { exact: true }).fill(NAME);
  await page.getByLabel("Category", { exact: true }).fill("Summer camp");
  await page.getByLabel("Description", { exact: true }).fill("A week by the lake with workshops and campfires.");
  await page.getByLabel("Place", { exact: true }).fill("Lakeside Camp");
  await page.getByLabel("Location", { exact: true }).fill("Brandenburg, Germany");
  await page.getByLabel("Start (UTC)").fill(`${YEAR}-07-20T09:00`);
  await page.getByLabel("End (UTC)").fill(`${YEAR}-07-27T16:00`);
  await page.getByLabel("Year").fill(String(YEAR));
  await page.getByLabel("Unit price").fill("200");
  await page.getByLabel("Capacity").fill("30");
  await page.getByRole("button", { name: "Create event" }).click();
  await expect(page.getByRole("heading", { level: 1, name: NAME })).toBeVisible();
  const eventId = /\/admin\/events\/(\d+)/.exec(page.url())?.[1] ?? "";

  const addType = page.getByRole("form", { name: "Add a ticket type" });
  await addType.getByLabel("Type name (English)").fill("Volunteer");
  await addType.getByLabel("Type name (Vietnamese)").fill("Tình nguyện viên");
  await addType.getByLabel("Price (EUR)").fill("80");
  await addType.getByRole("button", { name: "Add ticket type" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: "Volunteer" })).toContainText("80 €");

  const addQuestion = page.getByRole("form", { name: "Add a question" });
  await addQuestion.getByLabel("Kind").selectOption({ label: "Choice" });
  await addQuestion.getByLabel("Question (English)").fill("T-shirt size");
  await addQuestion.getByLabel("Question (Vietnamese)").fill("Cỡ áo thun");
  await addQuestion.getByLabel("Options, one per line").fill("S | S\nM | M\nL | L");
  await addQuestion.getByLabel("An answer is required").check();
  await addQuestion.getByRole("button", { name: "Add question" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: "T-shirt size" })).toContainText("Choice · required");

  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("dialog", { name: `Publish ${NAME}?` }).getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Published", { exact: true })).toBeVisible();

  // A second ticket holder reads Vietnamese; the buyer reads English.
  const holderPage = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
  const holder = await signUpVerifyAndLogin(holderPage);
  // The page first gives the new account the language it shows; the holder then switches.
  await expect.poll(() => accountLanguage(holderPage)).toBe("en");
  await languageSwitch(holderPage).getByRole("button", { name: "Tiếng Việt" }).click();
  await expect.poll(() => accountLanguage(holderPage)).toBe("vi");
  const buyerPage = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
  const buyer = await signUpVerifyAndLogin(buyerPage);

  // The buyer takes one ticket of each type and answers the question for each attendee.
  await buyerPage.goto(`/events/${eventId}`);
  await expect(buyerPage.getByRole("complementary", { name: "Tickets" })).toContainText("200 € · other tickets from 80 €");
  await buyerPage.getByRole("button", { name: "More tickets" }).click();
  await buyerPage.getByRole("button", { name: "Get a ticket" }).click();
  const lan: Attendee = { firstName: "Lan", lastName: "Nguyễn", gender: "female", age: "24", email: buyer.email, phone: "+49 151 23456789", country: "Germany", expectation: "Lead a workshop", ticketType: "Ticket · 200 €", answers: { "T-shirt size": "M" } };
  const minh: Attendee = { firstName: "Minh", lastName: "Trần", gender: "male", age: "22", email: holder.email, phone: "+33 6 12 34 56 78", country: "France", expectation: "Help in the kitchen", ticketType: "Volunteer · 80 €", answers: {} };
  await confirmAttendees(buyerPage, [lan, minh]);
  await expect(buyerPage.getByRole("group", { name: /^Ticket 2\b/ }).getByText('Please answer "T-shirt size".')).toBeVisible();
  await buyerPage.getByRole("group", { name: /^Ticket 2\b/ }).getByLabel("T-shirt size").selectOption({ label: "L" });
  await buyerPage.getByRole("button", { name: "Confirm" }).click();
  await buyerPage.getByLabel("I can travel by myself").check();
  await buyerPage.getByRole("button", { name: "Confirm" }).click();
  await expect(buyerPage).toHaveURL(/\/checkout$/);
  await expect(buyerPage.getByText("1 × 200 € = 200 €")).toBeVisible({ timeout: 20_000 });
  await expect(buyerPage.getByText("1 × 80 € = 80 €")).toBeVisible();
  await expect(buyerPage.getByTestId("checkout-total")).toHaveText("280 €");
  await buyerPage.getByRole("button", { name: "Pay (test mode)" }).click();
  await expect(buyerPage).toHaveURL(/\/response\/success\/checkout$/);

  // The invoice has one line per ticket type.
  await buyerPage.goto("/account/tickets");
  const order = buyerPage.getByRole("article", { name: NAME });
  const invoice = await pdfText(buyerPage, await order.getByRole("link", { name: "Invoice (PDF)" }).getAttribute("href"));
  const invoiceNumber = /Invoice (\d{4}-\d{6})/.exec(invoice)?.[1] ?? "";
  for (const line of ["Ticket 1: Lan Nguyễn", "Volunteer", "Ticket 2: Minh Trần", "1 200 € 200 €", "1 80 € 80 €"]) expect(invoice).toContain(line);
  expect(invoice).toMatch(/Total \(EUR\)\s*280 €/);

  // A message reaches the holders, each in their language.
  await page.goto("/admin/messages");
  await page.getByLabel("Event").selectOption({ label: `${NAME} (${YEAR})` });
  const message = page.getByRole("form", { name: "New message" });
  await message.getByLabel("Subject (English)").fill(`Meeting point ${RUN}`);
  await message.getByLabel("Message (English)").fill("We meet at the main gate at 9.");
  await message.getByLabel("Subject (Vietnamese)").fill(`Điểm hẹn ${RUN}`);
  await message.getByLabel("Message (Vietnamese)").fill("Chúng ta gặp nhau ở cổng chính lúc 9 giờ.");
  await message.getByRole("button", { name: "Send…" }).click();
  await page.getByRole("dialog", { name: "Send this message?" }).getByRole("button", { name: "Send to 2 people" }).click();
  await expect(page.getByText("Message sent to 2 people.")).toBeVisible();
  expect((await waitForMail(buyer.email, `Meeting point ${RUN}`)).text).toContain("We meet at the main gate at 9.");
  expect((await waitForMail(holder.email, `Điểm hẹn ${RUN}`)).text).toContain("Chúng ta gặp nhau ở cổng chính lúc 9 giờ.");

  // Staff find the order by "nguyen" across events and refund the volunteer's ticket, keeping a fee.
  await page.goto("/admin/orders");
  const search = page.getByRole("searchbox", { name: "Search" });
  await search.fill("nguyen");
  await search.press("Enter");
  await page.getByRole("row", { name: new RegExp(NAME) }).getByRole("link").first().click();
  await expect(page).toHaveURL(/\/admin\/orders\/\d+$/);
  const orderId = /\/admin\/orders\/(\d+)/.exec(page.url())?.[1] ?? "";
  await expect(page.getByText("T-shirt size").first()).toBeVisible();
  const refund = page.getByRole("form", { name: "Refund" });
  await refund.getByRole("radio", { name: "Some tickets" }).check();
  await refund.getByRole("checkbox", { name: "#2 Minh Trần" }).check();
  await refund.getByLabel("Cancellation fee kept (EUR)").fill("10");
  await refund.getByLabel("Reason").fill("Minh cannot come");
  await refund.getByRole("button", { name: "Refund" }).click();
  await page.getByRole("dialog", { name: "Confirm the refund" }).getByRole("button", { name: "Refund 70 €" }).click();
  await expect(page.getByText("Refunded 70 €.")).toBeVisible();
  await expect(page.getByText("Partially refunded").first()).toBeVisible();
  const refunds = page.getByRole("region", { name: "Refunds" });
  const creditLink = refunds.getByRole("link", { name: /^Credit note \d{4}-\d{6}$/ });
  const creditNumber = /(\d{4}-\d{6})/.exec((await creditLink.textContent()) ?? "")?.[1] ?? "";
  const credit = await pdfText(page, await creditLink.getAttribute("href"));
  expect(credit).toContain("Credited (EUR) – 70 €");
  expect(credit).toContain("Cancellation fee kept: 10 €");

  // The period's exports carry the documents' own numbers.
  await page.goto("/admin/reports");
  const today = await page.evaluate(() => {
    const now = new Date();
    return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
  });
  await page.getByLabel("First day").fill(today);
  await page.getByLabel("Last day").fill(today);
  await page.getByLabel("Currency").selectOption("EUR");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page.getByRole("table", { name: `Money per event, ${today} to ${today}, in EUR` }).getByRole("row", { name: new RegExp(NAME) })).toBeVisible();
  const invoices = await reportRows(page, "Invoices");
  expect(invoices.find((row) => row.Number === invoiceNumber)).toMatchObject({ Order: orderId, Amount: "280.00", Currency: "EUR" });
  const creditNotes = await reportRows(page, "Credit notes");
  expect(creditNotes.find((row) => row.Number === creditNumber)).toMatchObject({ Order: orderId, Amount: "70.00", Currency: "EUR" });
  const refundRows = await reportRows(page, "Refunds");
  expect(refundRows.find((row) => row.Order === orderId)).toMatchObject({ Amount: "70.00", "Cancellation fee kept": "10.00" });
});
