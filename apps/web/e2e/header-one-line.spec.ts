import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { E2E_ADMIN } from "@vyc/testkit/e2e-accounts";
import { expect, test } from "@vyc/testkit/e2e-fixtures";
import { logInThroughForm, signUpVerifyAndLogin } from "./support/auth";
import { accountLanguage } from "./support/language";

const WIDTHS = [1024, 1280, 1440];
const LANGUAGES = [
  { button: "English", lang: "en", account: "Account", logout: "Logout", desk: "Desk", admin: "Admin" },
  { button: "Tiếng Việt", lang: "vi", account: "Tài khoản", logout: "Đăng xuất", desk: "Quầy", admin: "Quản trị" },
] as const;

type Language = (typeof LANGUAGES)[number];

/** The header's controls (brand, links, language buttons, account buttons), each as the middle of its box's height. */
const controlMiddles = (page: Page): Promise<number[]> =>
  page
    .getByRole("banner")
    .locator("a:visible, button:visible")
    .evaluateAll((elements) => elements.map((el) => Math.round(el.getBoundingClientRect().top + el.getBoundingClientRect().height / 2)));

/** At each width the header's controls share one row, the header is one row high, and axe finds nothing. */
async function expectOneLine(page: Page, language: Language, who: string): Promise<void> {
  await page.getByRole("banner").getByRole("group").getByRole("button", { name: language.button }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", language.lang);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
    // Measured once the header has been laid out at the new width.
    await expect.poll(async () => (await controlMiddles(page)).length, `${who}, ${language.lang}, ${width} px: controls in the header`).toBeGreaterThan(5);
    await expect
      .poll(async () => {
        const middles = await controlMiddles(page);
        return Math.max(...middles) - Math.min(...middles);
      }, `${who}, ${language.lang}, ${width} px: controls on one line`)
      .toBeLessThanOrEqual(6);
    const height = await page.getByRole("banner").evaluate((el) => el.getBoundingClientRect().height);
    expect(height, `${who}, ${language.lang}, ${width} px: header height`).toBeLessThanOrEqual(80);
  }
  const { violations } = await new AxeBuilder({ page }).include("header").analyze();
  expect(violations.map((v) => `${v.id}: ${v.help}`), `${who}, ${language.lang}: axe`).toEqual([]);
}

/** The Account menu holds the account's links; staff also find the desk and the back office there. */
async function expectAccountMenu(page: Page, language: Language, staff: boolean): Promise<void> {
  await page.getByRole("navigation").getByRole("button", { name: language.account }).click();
  await expect(page.getByRole("menuitem", { name: language.logout })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: language.desk, exact: true })).toHaveCount(staff ? 1 : 0);
  await expect(page.getByRole("menuitem", { name: language.admin, exact: true })).toHaveCount(staff ? 1 : 0);
  const { violations } = await new AxeBuilder({ page }).include("[role=menu]").analyze();
  expect(violations.map((v) => `${v.id}: ${v.help}`), `account menu, ${language.lang}: axe`).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toBeHidden();
}

test("the header is one line at 1024, 1280 and 1440 px in both languages, signed out", async ({ page }) => {
  await page.goto("/events");
  for (const language of LANGUAGES) await expectOneLine(page, language, "signed out");
});

test("the header is one line in both languages for a signed-in buyer, whose account links are in the Account menu", async ({ page }) => {
  await signUpVerifyAndLogin(page);
  for (const language of LANGUAGES) {
    await expectOneLine(page, language, "buyer");
    await expectAccountMenu(page, language, false);
  }
});

test("the header is one line in both languages for a signed-in admin, the desk and back office in the Account menu", async ({ page }) => {
  await logInThroughForm(page, E2E_ADMIN, "/events");
  for (const language of LANGUAGES) {
    await expectOneLine(page, language, "admin");
    await expectAccountMenu(page, language, true);
  }
  await page.getByRole("navigation").getByRole("button", { name: "Tài khoản" }).click();
  await page.getByRole("menuitem", { name: "Quản trị", exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  // The account keeps the language it was last shown in: the shared admin goes back to English.
  await page.goto("/events");
  await page.getByRole("banner").getByRole("group").getByRole("button", { name: "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect.poll(() => accountLanguage(page), { message: "the admin's account is back in English" }).toBe("en");
});
