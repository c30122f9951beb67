import type { Browser, Page } from "@playwright/test";
import { logInThroughForm, signUp, verifyByMail } from "./support/auth";
import { expect, expectAccessible, test } from "@vyc/testkit/e2e-fixtures";
import { E2E_ADMIN as ADMIN } from "@vyc/testkit/e2e-accounts";
import { checkInEventId, chooseCheckInList } from "./support/desk-events";

test.use({ locale: "vi-VN" });

/** An admin, in a browser of their own, makes the account staff. */
async function promoteToStaff(browser: Browser, userId: string): Promise<void> {
  const context = await browser.newContext({ locale: "en-GB" });
  const admin = await context.newPage();
  await logInThroughForm(admin, ADMIN, "/admin/users");
  const res = await admin.request.post("/trpc/admin.setUserRole", { data: { userId, role: "staff" } });
  expect(res.status(), await res.text()).toBe(200);
  await context.close();
}

/** Signs in through the login form in whatever language it shows, landing on `target`. */
async function logIn(page: Page, account: { email: string; password: string }, target: string): Promise<void> {
  await page.goto(`/login?_target_path=${encodeURIComponent(target)}`);
  await page.locator('input[name="_username"]').fill(account.email);
  await page.locator('input[name="_password"]').fill(account.password);
  await page.locator('input[name="_password"]').press("Enter");
  await page.waitForURL((url) => url.pathname === target);
}

test("a Vietnamese volunteer runs the back office and the camp desk in Vietnamese", async ({ page, browser }) => {
  test.slow();
  await page.goto("/staff/check-in");
  await expect(page).toHaveURL(/\/staff\/sign-in\?next=%2Fstaff%2Fcheck-in$/);
  await expect(page.getByRole("heading", { level: 1, name: "Đăng nhập quầy trại" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Đăng nhập" })).toBeVisible();

  const volunteer = await signUp(page);
  await verifyByMail(page, volunteer);
  await promoteToStaff(browser, volunteer.id);
  await logIn(page, volunteer, "/admin/events");

  await expect(page.locator("html")).toHaveAttribute("lang", "vi");
  await expect(page.getByRole("heading", { level: 1, name: "Sự kiện" })).toBeVisible();
  const backOffice = page.getByRole("navigation", { name: "Trang quản trị" });
  await expect(backOffice.getByRole("link", { name: "Mã giảm giá" })).toBeVisible();
  await expect(backOffice.getByRole("link", { name: "Bảng hậu cần đi lại" })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Trạng thái" })).toBeVisible();
  await expect(page.getByText("Đang mở đăng ký").first()).toBeVisible();

  await page.getByRole("link", { name: "Sự kiện mới" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sự kiện mới" })).toBeVisible();
  await expect(page.getByRole("group", { name: "Tiếng Việt", exact: true })).toContainText("trang web sẽ hiển thị nội dung tiếng Anh");
  await expect(page.getByLabel("Tên (tiếng Việt)")).toHaveAttribute("lang", "vi");
  await expect(page.getByRole("button", { name: "Thêm điểm nổi bật", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Tạo sự kiện" })).toBeVisible();
  await expectAccessible(page);

  await page.goto("/admin/orders");
  await expect(page.getByRole("heading", { level: 1, name: "Đơn hàng & người tham dự" })).toBeVisible();
  await expect(page.getByText("Chọn một sự kiện, hoặc tìm đơn hàng trong mọi sự kiện.")).toBeVisible();
  await page.goto("/admin/users");
  await expect(page.getByRole("heading", { level: 1, name: "Không có quyền truy cập" })).toBeVisible();
  await expect(page.getByText("Trang này chỉ dành cho quản trị viên.")).toBeVisible();

  await page.goto("/staff");
  await expect(page.getByRole("heading", { level: 1, name: "Quầy trại" })).toBeVisible();
  await expect(page.getByRole("status", { name: "Kết nối của quầy" })).toContainText("Trực tuyến");
  await page.getByRole("navigation", { name: "Quầy" }).getByRole("link", { name: "Tra cứu" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Tra cứu vé" })).toBeVisible();
  const search = page.getByLabel("Tên, e-mail, số đơn hàng hoặc quét mã QR");
  await search.fill("không-có-ai");
  await search.press("Enter");
  await expect(page.getByText("Không tìm thấy vé nào cho “không-có-ai”.")).toBeVisible();

  await page.getByRole("navigation", { name: "Quầy" }).getByRole("link", { name: "Check-in" }).click();
  await expect(page.getByText("Hãy chọn sự kiện mà quầy này check-in trước khi quét vé.")).toBeVisible();
  await chooseCheckInList(page, await checkInEventId(page.request, "Camp Desk Weekend"), "vi");
  await expect(page.getByText("Đang check-in: Camp Desk Weekend")).toBeVisible();
  await expect(page.getByLabel("Quét mã QR trên vé")).toBeFocused();
  await expect(page.getByText("Máy quét tự nhập mã và nhấn Enter")).toBeVisible();

  await page.getByRole("navigation", { name: "Quầy" }).getByRole("link", { name: "Bán vé tại chỗ" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Bán vé tại chỗ" })).toBeVisible();
  await expect(page.getByRole("group", { name: "Sự kiện", exact: true })).toContainText(/còn \d+ chỗ/);
  await expect(page.getByRole("button", { name: "Tiếp tục" })).toBeEnabled();
});
