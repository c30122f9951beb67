import AxeBuilder from "@axe-core/playwright";
import { expect, expectAccessible, test } from "@vyc/testkit/e2e-fixtures";
import type { TUserTicketsOutput } from "@vyc/validators";
import { signUpVerifyAndLogin } from "./support/auth";
import { expectNoSidewaysScroll } from "./support/layout";
import { openEvent, ticketBlock } from "./support/registration";

const ONLINE = "Community Engagement Training (Online)";

test("a German number is chosen with the country picker on a phone, stored in E.164 and shown back in the account", async ({ page }) => {
  test.slow();
  const run = Date.now().toString(36);
  await signUpVerifyAndLogin(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await openEvent(page, ONLINE);
  await page.getByRole("button", { name: "Get a ticket" }).click();
  await expect(page).toHaveURL(/\/register\/\d+\/1$/);

  const block = ticketBlock(page, 1);
  await block.getByLabel("First name").fill("Lena");
  await block.getByLabel("Last name").fill(`Nguyen${run}`);
  await block.getByLabel("Gender").selectOption("female");
  await block.getByLabel("Age").fill("24");
  await block.getByLabel("Email", { exact: true }).fill(`lena-${run}@example.test`);

  // The country picker, with the keyboard only: focused, then the country's name typed (a native select's type-ahead).
  const country = block.getByRole("combobox", { name: "Phone: country" });
  await block.getByLabel("Email", { exact: true }).focus();
  await page.keyboard.press("Tab");
  await expect(country).toBeFocused();
  await page.keyboard.type("Germany");
  await expect(country).toHaveValue("DE");
  await expect(country.locator("option:checked")).toHaveText("Germany +49");
  await page.keyboard.press("Tab");
  const number = block.getByLabel("Phone", { exact: true });
  await expect(number).toBeFocused();
  await page.keyboard.type("151 23456789");
  await expect(block.getByText("Choose the country, then type the number.")).toBeVisible();

  await block.getByLabel("Country", { exact: true }).fill("Germany");
  await block.getByLabel("What do you expect from this event?").fill("Meet the network");

  // Usable at 390 px: nothing scrolls sideways, the picker and the number fit the field, and axe finds nothing on them.
  await expectNoSidewaysScroll(page, 390);
  const [picker, field] = await Promise.all([country.boundingBox(), number.boundingBox()]);
  // At this width the picker sits above the number, each as wide as the field: neither is cut.
  expect(picker && field && picker.y + picker.height <= field.y).toBe(true);
  for (const box of [picker, field]) expect(box && box.x >= 0 && box.x + box.width <= 390 && box.width >= 200).toBe(true);
  await expect(country.locator("option:checked")).toHaveText("Germany +49");
  expect((await number.inputValue()).replace(/\D/g, "")).toMatch(/^0?15123456789$/);
  const axe = await new AxeBuilder({ page }).include(".phone-input").analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  await expectAccessible(page);

  await page.getByLabel("I have read and accept the waiver of liability.").check();
  await page.getByLabel("I have read and accept the parent/guardian waiver for participants under 18.").check();
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page).toHaveURL(/\/register\/confirm_attendance$/);
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page).toHaveURL(/\/response\/success\/checkout$/);

  // Stored in E.164; the account shows it grouped as Germany writes it.
  const answer = await page.request.get("/api/user/tickets");
  const tickets = (await answer.json()) as TUserTicketsOutput;
  expect(Object.values(tickets.tickets).flat().find((t) => t.lastname === `Nguyen${run}`)?.phone).toBe("+4915123456789");
  await page.goto("/account/tickets");
  await expect(page.getByRole("definition").filter({ hasText: "+49 1512 3456789" })).toBeVisible();
});

test("a number without its country is refused in both languages, and + with a country code chooses the country", async ({ page }) => {
  await signUpVerifyAndLogin(page);
  await openEvent(page, ONLINE);
  await page.getByRole("button", { name: "Get a ticket" }).click();
  const block = ticketBlock(page, 1);
  const country = block.getByRole("combobox", { name: "Phone: country" });
  await country.selectOption({ label: "Other (type + and the country code)" });
  await block.getByLabel("Phone", { exact: true }).fill("+84 912 345 678");
  await expect(country).toHaveValue("VN");
  await block.getByLabel("Phone", { exact: true }).fill("+1 55");
  await block.getByLabel("Phone", { exact: true }).blur();
  await expect(block.getByText("Enter a valid phone number with its country code, e.g. +49 151 23456789.")).toBeVisible();
  await expect(block.getByLabel("Phone", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(block.getByLabel("Phone", { exact: true })).toHaveAccessibleDescription(/Enter a valid phone number with its country code/);
  await page.getByRole("button", { name: "Tiếng Việt" }).click();
  const ve = page.getByRole("group", { name: /^Vé 1\b/ });
  await expect(ve.getByText("Nhập số điện thoại hợp lệ kèm mã quốc gia, ví dụ +49 151 23456789.")).toBeVisible();
  await ve.getByLabel("Số điện thoại", { exact: true }).fill("+1 234 567 8901");
  await expect(ve.getByRole("combobox", { name: "Số điện thoại: quốc gia" })).toHaveValue("US");
  await expect(ve.getByRole("combobox", { name: "Số điện thoại: quốc gia" }).locator("option:checked")).toHaveText("Hoa Kỳ +1");
  await expectAccessible(page);
});
