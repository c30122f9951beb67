import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "@vyc/testkit/e2e-fixtures";
import { waitForMail } from "@vyc/testkit/e2e-mailbox";

const ORGANISER = "contact@vyc-network.org";

const form = (page: Page) => page.getByRole("form", { name: "Contact form" });
const sendButton = (page: Page) => form(page).getByRole("button", { name: "Send" });
const agreement = (page: Page) => form(page).getByRole("switch", { name: /I agree/ });

async function fill(page: Page, values: Record<"First name" | "Last name" | "Email" | "Phone" | "Subject" | "Message", string>) {
  for (const [label, value] of Object.entries(values)) await form(page).getByLabel(label, { exact: true }).fill(value);
}

test.describe("contact form", () => {
  // The form sits at the end of the long home page, and every visit runs a full accessibility scan.
  test.describe.configure({ timeout: 60_000 });

  test("Send stays disabled until the privacy-policy toggle is on", async ({ page }) => {
    await page.goto("/");
    await expect(sendButton(page)).toBeDisabled();
    await agreement(page).check();
    await expect(sendButton(page)).toBeEnabled();
    await agreement(page).uncheck();
    await expect(sendButton(page)).toBeDisabled();
  });

  test("every field is required, the e-mail must be valid and the phone must be a number with its country", async ({ page }) => {
    let sent = 0;
    page.on("request", (r) => {
      if (r.url().includes("contact.send")) sent += 1;
    });
    await page.goto("/");
    await expect(form(page).getByLabel("Email", { exact: true })).toHaveAttribute("type", "email");
    await expect(form(page).getByLabel("Phone", { exact: true })).toHaveAccessibleDescription("Choose the country, then type the number, e.g. +49 151 23456789");
    await expect(form(page).getByRole("combobox", { name: "Phone: country" })).toBeVisible();
    await agreement(page).check();
    await sendButton(page).click();
    for (const message of ["First name is required.", "Last name is required.", "Email is required.", "Enter a valid phone number with its country code, e.g. +49 151 23456789.", "Subject is required.", "Message is required."]) {
      await expect(form(page).getByText(message, { exact: true })).toBeVisible();
    }
    await expect(form(page).getByLabel("First name", { exact: true })).toHaveAttribute("aria-invalid", "true");

    await fill(page, { "First name": "Bao", "Last name": "Le", Email: "bao@", Phone: "+1 234", Subject: "Hello", Message: "Hi there" });
    await sendButton(page).click();
    await expect(form(page).getByText("Enter a valid email address.")).toBeVisible();
    const phone = form(page).getByLabel("Phone", { exact: true });
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await expect(phone).toHaveAccessibleDescription(/Enter a valid phone number with its country code, e\.g\. \+49 151 23456789\./);
    await expect(form(page).getByText("First name is required.")).toHaveCount(0);
    expect(sent).toBe(0);
  });

  test("the Privacy Policy opens in a dialog and closes again", async ({ page }) => {
    await page.goto("/");
    const opener = form(page).getByRole("button", { name: "Read the Privacy Policy" });
    const dialog = page.getByRole("dialog", { name: "Privacy Policy" });
    await expect(dialog).toBeHidden();

    await opener.click();
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Last Updated: 7th March 2024");
    await expect(dialog).toContainText("Login cookies last at most 1 hour");
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Close" }).first().click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("a bot-check widget is shown and a hidden honeypot field is left out of reach", async ({ page }) => {
    await page.goto("/");
    const botCheck = form(page).getByRole("group", { name: "Bot check" });
    await expect(botCheck).toBeVisible();
    await expect(botCheck).toContainText("messages sent by bots are recognised and dropped by our server");
    await expect(botCheck).not.toContainText("Spam protection active");
    const honeypot = form(page).locator('input[name="website"]');
    await expect(honeypot).toHaveCount(1);
    await expect(honeypot).toHaveAttribute("tabindex", "-1");
    await expect(form(page).getByRole("textbox", { name: "Website" })).toHaveCount(0);
  });

  test("a valid message reaches the organisers by e-mail with all six fields, then the form is reset", async ({ page }) => {
    const subject = `Volunteering at the camp ${Date.now()}`;
    const values = {
      "First name": "Thao",
      "Last name": "Vu",
      Email: "thao.vu@example.com",
      Phone: "+45 20 12 34 56",
      Subject: subject,
      Message: "Hello! I would love to help with the culture night.\nI can cook for 40 people.",
    };
    await page.goto("/");
    await fill(page, values);
    await agreement(page).check();
    await sendButton(page).click();

    await expect(page.getByText("Thank you! Your message has been sent to the organisers.")).toBeVisible();
    for (const label of Object.keys(values)) await expect(form(page).getByLabel(label, { exact: true })).toHaveValue("");
    await expect(agreement(page)).not.toBeChecked();
    await expect(sendButton(page)).toBeDisabled();

    const mail = await waitForMail(ORGANISER, subject);
    expect(mail.replyTo).toBe(values.Email);
    for (const value of Object.values(values)) expect(mail.text).toContain(value === values.Phone ? "+4520123456" : value);
  });

  test("a failed send shows 'Error sending email.' for 5 seconds and keeps what was typed", async ({ page }) => {
    await page.route(/\/trpc\/[^?]*contact\.send/, (route) =>
      route.fulfill({
        status: 503,
        contentType: "application/json",
        body: JSON.stringify([{ error: { message: "Unavailable", code: -32603, data: { code: "SERVICE_UNAVAILABLE", httpStatus: 503, path: "contact.send" } } }]),
      }),
    );
    await page.goto("/");
    await fill(page, { "First name": "An", "Last name": "Do", Email: "an.do@example.com", Phone: "+49 151 23456789", Subject: "Question", Message: "Is the camp open to 16-year-olds?" });
    await agreement(page).check();
    await sendButton(page).click();

    const alert = form(page).getByRole("alert");
    await expect(alert).toHaveText("Error sending email.");
    const shownAt = Date.now();
    await expect(form(page).getByLabel("Subject", { exact: true })).toHaveValue("Question");
    await expect(agreement(page)).toBeChecked();
    await expect(alert).toBeHidden({ timeout: 7_000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(4_000);
  });
});
