import { readFile } from "node:fs/promises";
import ICAL from "ical.js";
import { pdfPages } from "@vyc/testkit/pdf-text";
import { signUpVerifyAndLogin } from "./support/auth";
import { expect, test } from "@vyc/testkit/e2e-fixtures";
import { reachCheckout, type Attendee } from "./support/registration";

const ATTENDEE: Attendee = {
  firstName: "Linh",
  lastName: "Nguyen",
  gender: "female",
  age: "19",
  email: "linh@example.test",
  phone: "+49 151 23456789",
  country: "Germany",
  expectation: "Learn more Vietnamese",
};

test("a buyer adds billing details at checkout, pays, then downloads the invoice, the ticket and the calendar file", async ({ page }) => {
  test.slow();
  const buyer = await signUpVerifyAndLogin(page);
  await reachCheckout(page, "Identity Summer Camp Germany", [ATTENDEE]);

  await page.getByRole("button", { name: "Billing details" }).click();
  await page.getByLabel("Name on the invoice").fill("Linh Nguyen");
  await page.getByLabel("Organisation (optional)").fill("Hội Sinh Viên Berlin");
  await page.getByLabel("Billing address (optional)").fill("Hauptstraße 5\n10115 Berlin");
  await page.getByRole("button", { name: "Save billing details" }).click();
  await expect(page.getByText("Billing details saved.")).toBeVisible();
  await page.getByRole("button", { name: "Pay (test mode)" }).click();
  await expect(page).toHaveURL(/\/response\/success\/checkout$/);

  await page.goto("/account/tickets");
  const order = page.getByRole("article", { name: "Identity Summer Camp Germany" });
  const invoiceLink = order.getByRole("link", { name: "Invoice (PDF)" });
  const invoice = await page.request.get((await invoiceLink.getAttribute("href")) ?? "");
  expect(invoice.headers()["content-type"]).toBe("application/pdf");
  const [invoicePage] = await pdfPages(await invoice.body());
  expect(invoicePage).toMatch(/Invoice \d{4}-\d{6}/);
  expect(invoicePage).toContain("Hội Sinh Viên Berlin");
  expect(invoicePage).toContain("Hauptstraße 5");
  expect(invoicePage?.replace(/\n/g, "")).toContain(buyer.email);
  expect(invoicePage).toMatch(/Total \(EUR\)\s*490 €/);

  const ticketLink = order.getByRole("link", { name: "Download Ticket 1: Linh Nguyen (PDF)" });
  const ticket = await page.request.get((await ticketLink.getAttribute("href")) ?? "");
  const ticketPages = await pdfPages(await ticket.body());
  expect(ticketPages).toHaveLength(1);
  expect(ticketPages[0]).toContain("Linh Nguyen");
  expect(ticketPages[0]).toContain("Jugendherberge Am Wannsee");

  const [download] = await Promise.all([page.waitForEvent("download"), order.getByRole("link", { name: "Add to calendar" }).click()]);
  const calendar = new ICAL.Component(ICAL.parse(await readFile((await download.path()) ?? "", "utf8")));
  const vevent = calendar.getFirstSubcomponent("vevent");
  expect(vevent?.getFirstPropertyValue("summary")).toBe("Identity Summer Camp Germany");
  expect(vevent?.getFirstProperty("dtstart")?.getParameter("tzid")).toBe("Europe/Berlin");
});
