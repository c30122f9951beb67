import { uniqueEmail } from "./support/auth";
import { expect, test } from "@vyc/testkit/e2e-fixtures";
import { waitForMail } from "@vyc/testkit/e2e-mailbox";

test.use({ locale: "vi-VN" });

const CAMP = { name: "Identity Summer Camp Germany", nameVi: "Trại hè Bản sắc tại Đức" };

test("a Vietnamese visitor signs up, buys a ticket for the camp shown in Vietnamese and gets the e-mails in Vietnamese", async ({ page }) => {
  test.slow();
  const email = uniqueEmail("vi-buyer");
  const password = "secret123";

  await page.goto("/signup");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Mật khẩu", { exact: true }).fill(password);
  await page.getByLabel("Nhập lại mật khẩu").fill(password);
  await page.getByRole("button", { name: "Đăng ký", exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/login");

  const verification = await waitForMail(email, "Xác minh tài khoản của bạn");
  expect(verification.text).toContain("Chào mừng bạn đến với Vietnamese Youth Camps!");
  const code = /Mã xác minh của bạn là: (\d{6})/.exec(verification.text)?.[1];
  expect(code).toBeDefined();
  const api = (await (await page.request.get("/api/events/getEventsNotExpired")).json()) as { events: Array<Record<string, unknown>> };
  expect(api.events.find((e) => e.name === CAMP.name)).not.toHaveProperty("nameVi");
  const idUser = /\/account-verify\/(\S+?)(?:\s|$)/.exec(verification.text)?.[1] ?? "";
  expect((await page.request.post(`/api/auth/account-verify/${idUser}`, { data: { code } })).status()).toBe(200);

  // The sign-up form (same labels) stays on screen until the login page has loaded.
  await expect(page.getByRole("heading", { level: 1, name: "Đăng nhập" })).toBeVisible();
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Mật khẩu", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Đăng nhập", exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/events");

  const card = page.getByRole("article", { name: CAMP.nameVi });
  await expect(card).toContainText("Một tuần bên hồ gần Berlin");
  const untranslated = page.getByRole("article", { name: /^Camp Desk Weekend/ });
  await expect(untranslated.locator('[lang="en"]', { hasText: "Camp Desk Weekend" })).toBeVisible();
  // Its name, category and description are marked as shown in English: the name's mark is checked.
  await expect(untranslated.getByRole("heading", { name: /Camp Desk Weekend/ }).getByText("Tiếng Anh", { exact: true })).toBeVisible();

  await card.getByRole("link", { name: `Xem chi tiết về ${CAMP.nameVi}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: CAMP.nameVi })).toBeVisible();
  await expect(page.getByRole("list").filter({ hasText: "Xe đón từ sân bay vào ngày đến" })).toBeVisible();
  await expect(page.getByText("Túi ngủ", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Lấy vé" }).click();

  const ticket = page.getByRole("group", { name: "Vé 1" });
  await ticket.getByLabel("Tên", { exact: true }).fill("Linh");
  await ticket.getByLabel("Họ", { exact: true }).fill("Nguyen");
  await ticket.getByLabel("Giới tính").selectOption("female");
  await ticket.getByLabel("Tuổi").fill("19");
  await ticket.getByLabel("Email").fill("linh@example.test");
  await ticket.getByLabel("Số điện thoại", { exact: true }).fill("+49 151 23456789");
  await ticket.getByLabel("Quốc gia", { exact: true }).fill("Đức");
  await ticket.getByLabel("Bạn mong chờ điều gì ở sự kiện này?").fill("Gặp gỡ bạn bè");
  await ticket.getByLabel("Cỡ áo thun").selectOption({ label: "M" });
  await page.getByLabel("Tôi đã đọc và chấp nhận Bản miễn trừ trách nhiệm.").check();
  await page.getByLabel(/^Tôi đã đọc và chấp nhận Bản cam kết của cha mẹ\/người giám hộ/).check();
  await page.getByRole("button", { name: "Xác nhận", exact: true }).click();
  await page.getByLabel("Mình tự đến được").check();
  await page.getByRole("button", { name: "Xác nhận", exact: true }).click();

  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole("region", { name: "Tóm tắt đơn hàng" })).toContainText(CAMP.nameVi);
  await expect(page.getByText("Chỗ của bạn được giữ trong")).toBeVisible({ timeout: 20_000 });
  await page.getByRole("button", { name: "Thanh toán (chế độ thử nghiệm)" }).click();
  await expect(page).toHaveURL(/\/response\/success\/checkout$/);

  const confirmation = await waitForMail(email, `Vé của bạn cho ${CAMP.nameVi}`);
  expect(confirmation.subject).toMatch(/^Vé của bạn cho Trại hè Bản sắc tại Đức \(đơn hàng #\d+\)$/);
  expect(confirmation.text).toContain(`Cảm ơn bạn đã đăng ký tham gia ${CAMP.nameVi}.`);
  expect(confirmation.text).toMatch(/Đơn hàng #\d+: 1 vé, tổng cộng 490 €/);
  expect(confirmation.text).toMatch(/Vé 1: Linh Nguyen — mã \S+/);
  expect(confirmation.html).toContain("cid:ticket-1@vyc");

  await page.goto("/account/tickets");
  await expect(page.getByRole("heading", { level: 2, name: CAMP.nameVi })).toBeVisible();
});
