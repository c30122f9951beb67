import type { Page } from "@playwright/test";
import { signUp, verifyByMail } from "./support/auth";
import { expect, test } from "@vyc/testkit/e2e-fixtures";
import { waitForMail } from "@vyc/testkit/e2e-mailbox";

test.use({ locale: "vi-VN" });

const EVENT = "Identity Summer Camp Germany";

/** The id of a published event, from the /api events list. */
async function eventId(page: Page, name: string): Promise<number> {
  const res = await page.request.get("/api/events/getEventsNotExpired");
  const { events } = (await res.json()) as { events: Array<{ id: number; name: string }> };
  const event = events.find((e) => e.name === name);
  if (!event) throw new Error(`No event named ${name}`);
  return event.id;
}

const currentStep = (page: Page) => page.getByRole("navigation", { name: "Tiến trình đăng ký" }).locator('[aria-current="step"]');

test("a Vietnamese visitor signs in, registers an attendee with the waivers, pays and finds the ticket in the account", async ({ page }) => {
  test.slow();
  const account = await signUp(page);
  const guardianEmail = `hoa-${Date.now().toString(36)}@example.test`;
  await verifyByMail(page, account);

  await page.goto("/signup");
  await expect(page.getByRole("heading", { level: 1, name: "Tạo tài khoản" })).toBeVisible();
  await expect(page.getByLabel("Nhập lại mật khẩu")).toBeVisible();
  await page.goto("/forget_password");
  await expect(page.getByRole("heading", { level: 1, name: "Quên mật khẩu" })).toBeVisible();
  await expect(page.getByText("chúng mình sẽ gửi cho bạn một đường link")).toBeVisible();

  await page.goto("/login");
  await expect(page.getByRole("heading", { level: 1, name: "Đăng nhập" })).toBeVisible();
  await expect(page.getByText("Bạn chưa có tài khoản?")).toBeVisible();
  await expect(page.getByRole("link", { name: "Tạo tài khoản" })).toHaveAttribute("href", "/signup");
  await page.getByLabel("Email", { exact: true }).fill(account.email);
  await page.getByLabel("Mật khẩu", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Đăng nhập", exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/events");

  await page.goto(`/events/${await eventId(page, EVENT)}`);
  await page.getByRole("button", { name: "Lấy vé" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Thông tin người tham dự" })).toBeVisible();
  await expect(page.getByText("1 vé")).toBeVisible();
  const ticket = page.getByRole("group", { name: "Vé 1" });
  await ticket.getByLabel("Tên", { exact: true }).fill("Linh");
  await ticket.getByLabel("Họ", { exact: true }).fill("Nguyen");
  await expect(ticket.getByLabel("Giới tính").getByRole("option", { name: "Nữ" })).toHaveCount(1);
  await ticket.getByLabel("Giới tính").selectOption("female");
  await ticket.getByLabel("Tuổi").fill("17");
  await ticket.getByLabel("Email", { exact: true }).fill("linh@example.test");
  await ticket.getByLabel("Tên cha mẹ hoặc người giám hộ").fill("Hoa Nguyen");
  await ticket.getByLabel("Email của cha mẹ hoặc người giám hộ").fill(guardianEmail);
  await ticket.getByLabel("Số điện thoại của cha mẹ hoặc người giám hộ", { exact: true }).fill("+84 912 345 678");
  await ticket.getByLabel("Số điện thoại", { exact: true }).fill("+49 151 23456789");
  await ticket.getByLabel("Quốc gia", { exact: true }).fill("Đức");
  await ticket.getByLabel("Bạn mong chờ điều gì ở sự kiện này?").fill("Gặp gỡ bạn bè");
  await ticket.getByLabel("Cỡ áo thun").selectOption({ label: "M" });
  await expect(ticket.getByText("Chọn quốc gia rồi nhập số.")).toBeVisible();
  await expect(page.getByText("Bạn cần chấp nhận cả hai bản cam kết để tiếp tục.")).toBeVisible();

  await page.getByRole("button", { name: "Đọc Bản miễn trừ trách nhiệm" }).click();
  const liability = page.getByRole("dialog", { name: "Bản miễn trừ trách nhiệm" });
  await expect(liability).toContainText("Tôi tự nguyện tham gia sự kiện này của mạng lưới Vietnamese Youth Camps.");
  await expect(liability).toContainText("sơ suất nghiêm trọng hoặc hành vi cố ý sai trái");
  await expect(liability).toContainText("bản tiếng Anh được ưu tiên áp dụng");
  await liability.getByRole("button", { name: "Tôi đồng ý" }).click();
  await expect(liability).toBeHidden();
  await expect(page.getByLabel("Tôi đã đọc và chấp nhận Bản miễn trừ trách nhiệm.")).toBeChecked();

  await page.getByRole("button", { name: /^Đọc Bản cam kết của cha mẹ\/người giám hộ/ }).click();
  const guardian = page.getByRole("dialog", { name: /^Bản cam kết của cha mẹ\/người giám hộ/ });
  await expect(guardian).toContainText("Cha mẹ hoặc người giám hộ hợp pháp phải chấp nhận bản cam kết này");
  await expect(guardian).toContainText("bản tiếng Anh được ưu tiên áp dụng");
  await guardian.getByRole("button", { name: "Tôi đồng ý" }).click();
  await expect(page.getByLabel(/^Tôi đã đọc và chấp nhận Bản cam kết của cha mẹ\/người giám hộ/)).toBeChecked();
  await page.getByRole("button", { name: "Xác nhận", exact: true }).click();

  await expect(page).toHaveURL(/\/register\/logistic$/);
  await expect(page.getByRole("group", { name: "Bạn sẽ đến sự kiện bằng cách nào?" })).toBeVisible();
  await expect(page.getByLabel("Mình có thể cung cấp thông tin di chuyển")).toBeVisible();
  await expect(page.getByLabel("Mình chưa đặt vé")).toBeVisible();
  await expect(page.getByText("Bạn cũng có thể bổ sung thông tin chuyến bay sau")).toBeVisible();
  await page.getByLabel("Mình tự đến được").check();
  await page.getByRole("button", { name: "Xác nhận", exact: true }).click();

  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole("heading", { level: 1, name: "Thanh toán" })).toBeVisible();
  await expect(currentStep(page)).toContainText("Thanh toán");
  const summary = page.getByRole("region", { name: "Tóm tắt đơn hàng" });
  await expect(summary).toContainText("Vé 1: Linh Nguyen");
  await expect(summary).toContainText("Di chuyển: Mình tự đến được");
  await expect(page.getByText("Chỗ của bạn được giữ trong")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("heading", { name: "Chi tiết thanh toán" })).toBeVisible();
  await expect(page.getByText("Tổng cộng")).toBeVisible();

  await page.getByLabel("Mã giảm giá").fill("CAMP15");
  await page.getByRole("button", { name: "Áp dụng" }).click();
  await expect(page.getByText("Đã áp dụng giảm giá: −15 %")).toBeVisible();
  await expect(page.getByText("Giảm giá CAMP15 (−15 %)")).toBeVisible();
  await page.getByRole("button", { name: "Bỏ mã" }).click();
  await expect(page.getByText("Đã bỏ mã giảm giá")).toBeVisible();

  await expect(page.getByText("Chế độ thử nghiệm: không trừ tiền thật.")).toBeVisible();
  await page.getByRole("button", { name: "Thanh toán (chế độ thử nghiệm)" }).click();
  await expect(page).toHaveURL(/\/response\/success\/checkout$/);

  // The 17-year-old's parent is asked for consent in the buyer's language.
  await waitForMail(guardianEmail, "Cần sự đồng ý của bạn: Linh Nguyen tham gia");

  await page.goto("/account/tickets");
  await expect(page.getByRole("heading", { level: 1, name: "Vé của tôi" })).toBeVisible();
  const order = page.getByRole("article");
  await expect(order).toContainText(/Đơn hàng #\d+/);
  await expect(order).toContainText("Đã thanh toán");
  await expect(order.getByRole("heading", { level: 3, name: "Vé 1: Linh Nguyen" })).toBeVisible();
  await expect(order.getByText("Trạng thái")).toBeVisible();
  await expect(order.getByText("Hợp lệ, sẵn sàng check-in")).toBeVisible();
  await expect(order.getByText("Đang chờ: chúng mình đã gửi email cho cha mẹ hoặc người giám hộ")).toBeVisible();
  await expect(order.getByRole("img", { name: "Mã QR của Vé 1: Linh Nguyen" })).toBeVisible();
  await order.getByRole("button", { name: "Thông tin chuyến bay của Vé 1: Linh Nguyen" }).click();
  await expect(order.getByRole("group", { name: "Thông tin chuyến bay của Vé 1: Linh Nguyen" })).toBeVisible();
  await expect(order.getByRole("group", { name: "Phương tiện chiều đến" })).toBeVisible();
  await expect(order.getByLabel("Ngày giờ đến")).toBeVisible();

  await page.goto("/account/settings");
  await expect(page.getByRole("heading", { level: 1, name: "Cài đặt tài khoản" })).toBeVisible();
  await expect(page.getByText(`Bạn đang đăng nhập bằng ${account.email}`)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Đổi mật khẩu" })).toBeVisible();
  await expect(page.getByLabel("Mật khẩu mới")).toBeVisible();
});

test("a Vietnamese visitor without tickets is pointed to the events", async ({ page }) => {
  const account = await signUp(page);
  await verifyByMail(page, account);
  await page.goto("/login?_target_path=%2Faccount%2Ftickets");
  await page.getByLabel("Email", { exact: true }).fill(account.email);
  await page.getByLabel("Mật khẩu", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Đăng nhập", exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/account/tickets");
  await expect(page.getByText("Bạn chưa có vé nào. Bạn có thể mua vé tại đây.")).toBeVisible();
  await expect(page.getByRole("link", { name: "tại đây" })).toHaveAttribute("href", "/events");
});
