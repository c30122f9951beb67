import type { Page } from "@playwright/test";
import enContact from "@vyc/i18n/catalogs/en/contact.json" with { type: "json" };
import enEvents from "@vyc/i18n/catalogs/en/events.json" with { type: "json" };
import enHome from "@vyc/i18n/catalogs/en/home.json" with { type: "json" };
import enPages from "@vyc/i18n/catalogs/en/pages.json" with { type: "json" };
import enResponse from "@vyc/i18n/catalogs/en/response.json" with { type: "json" };
import viContact from "@vyc/i18n/catalogs/vi/contact.json" with { type: "json" };
import viEvents from "@vyc/i18n/catalogs/vi/events.json" with { type: "json" };
import viHome from "@vyc/i18n/catalogs/vi/home.json" with { type: "json" };
import viPages from "@vyc/i18n/catalogs/vi/pages.json" with { type: "json" };
import viResponse from "@vyc/i18n/catalogs/vi/response.json" with { type: "json" };
import { expect, test } from "@vyc/testkit/e2e-fixtures";

test.use({ locale: "vi-VN" });

type Texts = { [key: string]: string | Texts };

const leaves = (texts: Texts): string[] => Object.values(texts).flatMap((value) => (typeof value === "string" ? [value] : leaves(value)));
const sentences = (texts: Texts[]): string[] =>
  texts
    .flatMap(leaves)
    .flatMap((text) => text.split(/<[^>]+>|\{[^}]*\}/))
    .map((part) => part.trim())
    .filter((part) => part.length >= 12);

/** What both languages write alike: the network's name, people's names. */
const SHARED = new Set(sentences([viContact, viEvents, viHome, viPages, viResponse]));

/**
 * None of the English sentences of these catalog sections (without placeholders and markup, and
 * leaving out what both languages write alike) shows in the page's main content; `skip` leaves
 * out a part of the page that shows event content, which is not a catalog text.
 */
async function expectNoEnglish(page: Page, sections: Texts[], skip?: string) {
  const shown = await page.getByRole("main").evaluate((main, selector) => {
    const copy = main.cloneNode(true) as HTMLElement;
    if (selector) copy.querySelectorAll(selector).forEach((part) => part.remove());
    return copy.textContent ?? "";
  }, skip);
  const english = sentences(sections).filter((sentence) => !SHARED.has(sentence));
  expect(english.filter((sentence) => shown.includes(sentence))).toEqual([]);
}

test("the home page speaks Vietnamese", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cùng nhau lớn lên, dù nhà ở nơi đâu");
  await expect(page.getByRole("heading", { name: "Về chúng mình", exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Chúng mình làm gì" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Trại hè bản sắc", exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Hành trình của chúng mình" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Na Uy", exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Các trại sinh nói gì" })).toBeVisible();
  await expect(page.getByText("Đại diện tại Hoa Kỳ")).toBeVisible();
  await expect(page.getByRole("link", { name: /Tham gia Discord/ })).toBeVisible();
  await expect(page.getByRole("region", { name: "Sự kiện sắp tới" }).getByRole("button", { name: "Trang sau" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Cảm nhận của trại sinh" })).toContainText("Mai Anh");
  await expectNoEnglish(page, [enHome, enContact.section, enContact.form, enContact.botCheck], ".events-carousel");
});

test("the events list and an event page speak Vietnamese", async ({ page }) => {
  await page.goto("/events");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Các sự kiện hiện có");
  const cards = page.locator("article.event-card");
  await expect(cards.first()).toContainText("Có hóa đơn và biên lai để bạn dễ dàng xin hoàn trả chi phí");
  await expect(cards.first().getByRole("link", { name: /^Đăng ký ngay cho / })).toBeVisible();
  await expect(page.getByText("Sự kiện miễn phí - cần đăng ký").first()).toBeVisible();
  await expectNoEnglish(page, [enEvents.list, enEvents.card, enEvents.price]);

  await cards.first().getByRole("link", { name: /^Xem chi tiết về / }).click();
  await expect(page).toHaveURL(/\/events\/\d+$/);
  await expect(page.getByRole("heading", { name: "Về sự kiện này" })).toBeVisible();
  const tickets = page.getByRole("complementary", { name: "Vé" });
  await expect(tickets.getByText("Địa điểm", { exact: true })).toBeVisible();
  await expect(tickets.getByText("Thời gian", { exact: true })).toBeVisible();
  await expect(tickets.getByLabel("Số lượng vé")).toBeVisible();
  await expect(tickets.getByRole("button", { name: "Thêm một vé" })).toBeVisible();
  await expect(tickets.getByRole("button", { name: /^(Lấy vé|Đã đóng đăng ký)$/ })).toBeVisible();
  await expect(page.getByRole("link", { name: "Quay lại", exact: true })).toBeVisible();
  await expectNoEnglish(page, [enEvents.detail, enEvents.quantity]);
});

test("the privacy policy and the terms are in Vietnamese, with a note that the English text prevails", async ({ page }) => {
  await page.goto("/privacy_policy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Chính sách quyền riêng tư");
  await expect(page.getByText("Cập nhật lần cuối: ngày 7 tháng 3 năm 2024")).toBeVisible();
  await expect(page.getByRole("note")).toHaveText("Đây là bản dịch. Nếu có bất kỳ khác biệt nào, bản tiếng Anh sẽ được ưu tiên áp dụng.");
  await expect(page.getByRole("heading", { name: "Quyền của bạn" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("Cookie đăng nhập tồn tại tối đa 1 giờ");
  await expectNoEnglish(page, [enPages.privacy, { lastUpdated: enPages.lastUpdated, note: enPages.translationNote }]);

  await page.goto("/terms_and_conditions_of_sale");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Điều khoản và Điều kiện Bán hàng");
  await expect(page.getByRole("note")).toContainText("bản tiếng Anh sẽ được ưu tiên áp dụng");
  await expect(page.getByRole("heading", { name: "6. Hủy vé và hoàn tiền" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("Chỗ được giữ trong 5 phút trong khi bạn thanh toán");
  await page.getByRole("main").getByRole("link", { name: "Chính sách quyền riêng tư" }).click();
  await expect(page).toHaveURL(/\/privacy_policy$/);

  await page.goto("/introduction");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Giới thiệu");
  await expect(page.getByRole("note")).toHaveCount(0);
  await expectNoEnglish(page, [enPages.introduction]);
});

test("the contact form speaks Vietnamese and thanks in Vietnamese", async ({ page }) => {
  await page.goto("/");
  const form = page.getByRole("form", { name: "Biểu mẫu liên hệ" });
  await expect(page.getByRole("heading", { name: "Liên hệ với chúng mình" })).toBeVisible();
  await expect(form.getByLabel("Số điện thoại", { exact: true })).toHaveAccessibleDescription(/Chọn quốc gia rồi nhập số, ví dụ \+49 151 23456789/);
  await expect(form.getByText("Không cần giải câu đố: máy chủ của chúng tôi nhận ra và loại bỏ tin nhắn do bot gửi.")).toBeVisible();
  const send = form.getByRole("button", { name: "Gửi" });
  await expect(send).toBeDisabled();

  await form.getByRole("button", { name: "Đọc Chính sách quyền riêng tư" }).click();
  const dialog = page.getByRole("dialog", { name: "Chính sách quyền riêng tư" });
  await expect(dialog.getByRole("note")).toContainText("bản tiếng Anh sẽ được ưu tiên áp dụng");
  await expect(dialog.getByRole("heading", { name: "Chúng tôi là ai" })).toBeVisible();
  await dialog.getByRole("button", { name: "Đóng" }).last().click();
  await expect(dialog).toBeHidden();

  const values: [string, string][] = [["Tên", "Linh"], ["Họ", "Nguyen"], ["Email", "linh@example.org"], ["Số điện thoại", "+49 151 23456789"], ["Chủ đề", "Trại hè"], ["Lời nhắn", "Còn chỗ cho hai người không?"]];
  for (const [label, value] of values) await form.getByLabel(label, { exact: true }).fill(value);
  await form.getByRole("switch", { name: /Mình đồng ý/ }).check();
  await send.click();
  await expect(page.getByText("Cảm ơn bạn! Lời nhắn của bạn đã được gửi đến ban tổ chức.")).toBeVisible();
});

test("result pages speak Vietnamese", async ({ page }) => {
  await page.goto("/response/success/contact");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Đã gửi lời nhắn");
  await expect(page.getByRole("link", { name: "Về trang chủ" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("Cần giúp đỡ? Hãy viết cho chúng mình qua contact@vyc-network.org.");
  await expectNoEnglish(page, [enResponse.success.contact, enResponse.actions, { help: enResponse.help }]);

  await page.goto("/response/error/timeout");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Phiên thanh toán của bạn đã hết hạn");
  await expect(page.getByRole("main")).toContainText("mỗi phiên thanh toán chỉ kéo dài 5 phút");
  await expect(page.getByRole("link", { name: "Đăng ký lại" })).toBeVisible();
  await expectNoEnglish(page, [enResponse.error.timeout, enResponse.actions]);
});
