import type { Page } from "@playwright/test";
import { accountLanguage, languageSwitch } from "./support/language";
import { logInThroughForm, signUpVerifyAndLogin } from "./support/auth";
import { expect, expectAccessible, test } from "@vyc/testkit/e2e-fixtures";

/** The pages a visitor reaches from the header and footer without signing in. */
const MAIN_PAGES = [
  { name: "home", path: "/" },
  { name: "events", path: "/events" },
  { name: "event", path: "/events/1" },
  { name: "introduction", path: "/introduction" },
  { name: "about", path: "/about" },
  { name: "login", path: "/login" },
  { name: "signup", path: "/signup" },
  { name: "forget-password", path: "/forget_password" },
  { name: "privacy", path: "/privacy_policy" },
  { name: "terms", path: "/terms_and_conditions_of_sale" },
];

const html = (page: Page) => page.locator("html");
const mainNav = (page: Page, name: "Main" | "Điều hướng chính") => page.getByRole("navigation", { name });

test("the header's switch shows the site in Vietnamese, sets <html lang> and is remembered over a reload", async ({ page }) => {
  await page.goto("/events");
  await expect(html(page)).toHaveAttribute("lang", "en");
  await expect(languageSwitch(page).getByRole("button", { name: "English" })).toHaveAttribute("aria-pressed", "true");

  await languageSwitch(page).getByRole("button", { name: "Tiếng Việt" }).click();
  await expect(html(page)).toHaveAttribute("lang", "vi");
  await expect(languageSwitch(page).getByRole("button", { name: "Tiếng Việt" })).toHaveAttribute("aria-pressed", "true");
  await expect(mainNav(page, "Điều hướng chính").getByRole("link", { name: "Sự kiện", exact: true })).toBeVisible();
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Chính sách quyền riêng tư" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Đăng nhập" })).toBeVisible();
  await expectAccessible(page);
  expect(await page.evaluate(() => localStorage.getItem("vyc.locale"))).toBe("vi");

  // The server, told by the choice's cookie, already sends the page in Vietnamese.
  const reloaded = await page.reload();
  expect(await reloaded?.text()).toContain('<html lang="vi">');
  await expect(html(page)).toHaveAttribute("lang", "vi");
  await expect(mainNav(page, "Điều hướng chính").getByRole("link", { name: "Trang chủ", exact: true })).toBeVisible();

  await languageSwitch(page).getByRole("button", { name: "English" }).click();
  await expect(html(page)).toHaveAttribute("lang", "en");
  await expect(mainNav(page, "Main").getByRole("link", { name: "Events", exact: true })).toBeVisible();
});

test("a signed-in account's language follows it to another browser", async ({ page, browser }) => {
  const account = await signUpVerifyAndLogin(page);
  await expect.poll(() => accountLanguage(page), { message: "an account without a language is given the one shown" }).toBe("en");

  await languageSwitch(page).getByRole("button", { name: "Tiếng Việt" }).click();
  await expect(html(page)).toHaveAttribute("lang", "vi");
  await expect.poll(() => accountLanguage(page)).toBe("vi");

  const elsewhere = await browser.newContext({ locale: "en-US" });
  try {
    const other = await elsewhere.newPage();
    await logInThroughForm(other, account);
    await expect(html(other)).toHaveAttribute("lang", "vi");
    await expect(mainNav(other, "Điều hướng chính").getByRole("link", { name: "Sự kiện", exact: true })).toBeVisible();
    await mainNav(other, "Điều hướng chính").getByRole("button", { name: "Tài khoản" }).click();
    await expect(other.getByRole("menuitem", { name: "Đăng xuất" })).toBeVisible();
  } finally {
    await elsewhere.close();
  }
});

test.describe("a first visit from a browser set to Vietnamese", () => {
  test.use({ locale: "vi-VN" });

  test("opens in Vietnamese, the served page already saying so", async ({ page }) => {
    const response = await page.goto("/");
    expect(await response?.text()).toContain('<html lang="vi">');
    await expect(html(page)).toHaveAttribute("lang", "vi");
    await expect(mainNav(page, "Điều hướng chính").getByRole("link", { name: "Trang chủ", exact: true })).toBeVisible();
    await expect(languageSwitch(page).getByRole("button", { name: "Tiếng Việt" })).toHaveAttribute("aria-pressed", "true");
  });

  test("shows the server's and the forms' messages in Vietnamese", async ({ page }) => {
    await page.goto("/signup");
    await page.getByRole("main").getByRole("button", { name: "Đăng ký" }).click();
    await expect(page.getByText("Bạn chưa nhập email.")).toBeVisible();
    await expect(page.getByText("Mật khẩu quá ngắn. Cần ít nhất 6 ký tự.")).toBeVisible();

    await page.goto("/login");
    await page.getByLabel("Email", { exact: true }).fill("nobody-here@example.test");
    await page.getByLabel("Mật khẩu", { exact: true }).fill("wrong-password");
    await page.getByRole("main").getByRole("button", { name: "Đăng nhập" }).click();
    await expect(page.getByText("Đăng nhập không thành công: email hoặc mật khẩu không đúng")).toBeVisible();
    await expect(page.getByText("Authentication failed: Invalid credentials")).toHaveCount(0);
  });

  for (const { path } of MAIN_PAGES) {
    test(`${path} passes the accessibility check in Vietnamese`, async ({ page }) => {
      // page.goto runs the accessibility check once the page is idle.
      await page.goto(path);
      await expect(html(page)).toHaveAttribute("lang", "vi");
      await expect(page.getByRole("main")).not.toBeEmpty();
    });
  }
});

test.describe("Vietnamese on a 390 px phone", () => {
  test.use({ locale: "vi-VN", viewport: { width: 390, height: 844 } });

  for (const { name, path } of MAIN_PAGES) {
    test(`${path} fits without sideways scrolling`, async ({ page }, testInfo) => {
      await page.goto(path);
      await expect(html(page)).toHaveAttribute("lang", "vi");
      await page.screenshot({ path: testInfo.outputPath(`${name}-vi-390.png`), fullPage: true });
      const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, body: document.body.scrollWidth }));
      expect(widths.page, "page width").toBeLessThanOrEqual(390);
      expect(widths.body, "body width").toBeLessThanOrEqual(390);
    });
  }

  test("the menu holds the language switch", async ({ page }, testInfo) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Mở menu" }).click();
    const group = languageSwitch(page);
    await expect(group.getByRole("button", { name: "English" })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("menu-vi-390.png") });
    await group.getByRole("button", { name: "English" }).click();
    await expect(html(page)).toHaveAttribute("lang", "en");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
