import { manualClock } from "@vyc/domain/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAuthHarness, type AuthHarness } from "@vyc/testkit/auth-harness";
import { createBuyer } from "@vyc/testkit/buyers";
import { checkoutClient } from "@vyc/testkit/checkout-client";
import { copyEvent, eventById, eventIdBySlug } from "@vyc/testkit/db-lookups";
import { callTrpc } from "@vyc/testkit/trpc-http";

const clock = manualClock(new Date());
let h: AuthHarness;
let campId: number;
beforeAll(async () => {
  h = await startAuthHarness({ clock, env: { PAYMENT_TEST_MODE: "true" } });
  campId = await eventIdBySlug(h.server.services.db, "identity-summer-camp-germany");
});
afterAll(() => h.close());

let counter = 0;
const newEmail = () => `mail-language-${Date.now()}-${++counter}@example.test`;
const sixDigits = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? "";
const localeOf = async (email: string) => (await h.server.services.db.query.selectFrom("User").select("locale").where("email", "=", email).executeTakeFirstOrThrow()).locale;

async function signUp(email: string, locale?: "en" | "vi") {
  const res = await h.post("/api/auth/signup", { email, password: "secret123", confirmPassword: "secret123", ...(locale ? { locale } : {}) });
  return (await res.json()) as { success: boolean; idUser: string };
}

const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** The text of the HTML part's link to `href`, if it has one. */
const linkText = (html: string, href: string): string | undefined => new RegExp(`<a [^>]*href="${escapeRegex(href)}"[^>]*>([^<]*)</a>`).exec(html)?.[1];

describe("the verification mail", () => {
  it("is Vietnamese for an account signed up from the Vietnamese site, which keeps that language", async () => {
    const email = newEmail();
    const { success, idUser } = await signUp(email, "vi");
    expect(success).toBe(true);
    expect(await localeOf(email)).toBe("vi");
    const mail = await h.smtp.waitFor(email, "Xác minh tài khoản của bạn");
    expect(mail.text).toMatch(/^Chào mừng bạn đến với Vietnamese Youth Camps!/);
    expect(mail.text).toMatch(/Mã xác minh của bạn là: \d{6}/);
    expect(mail.text).toContain(`Bạn hãy nhập mã này tại ${h.publicUrl}/account-verify/${idUser} để xác minh tài khoản. Mã có hiệu lực trong 15 phút.`);
    expect(linkText(mail.html, `${h.publicUrl}/account-verify/${idUser}`)).toBeDefined();
    expect(mail.html).toContain("Nếu bạn không tạo tài khoản, bạn có thể bỏ qua e-mail này.");

    const verified = await h.post(`/api/auth/account-verify/${idUser}`, { code: sixDigits(mail.text) });
    expect(await verified.json()).toEqual({ success: true, message: "Your email is verified" });
  });

  it("stays English, word for word, for an account signed up without a language", async () => {
    const email = newEmail();
    const { idUser } = await signUp(email);
    expect(await localeOf(email)).toBeNull();
    const mail = await h.smtp.waitFor(email, "Verify your account");
    expect(mail.text.trimEnd()).toBe(
      [
        "Welcome to Vietnamese Youth Camps!",
        "",
        `Your verification code is: ${sixDigits(mail.text)}`,
        "",
        `Enter it on ${h.publicUrl}/account-verify/${idUser} to verify your account. The code expires in 15 minutes.`,
        "",
        "If you did not create an account, you can ignore this e-mail.",
      ].join("\n"),
    );
  });

  it("refuses a language the product does not speak", async () => {
    const res = await h.post("/api/auth/signup", { email: newEmail(), password: "secret123", confirmPassword: "secret123", locale: "fr" });
    expect(res.status).toBe(400);
  });
});

describe("the password reset mail", () => {
  it("is in the account's language", async () => {
    const email = newEmail();
    await signUp(email, "vi");
    await h.post("/api/auth/forget_password", { email });
    const mail = await h.smtp.waitFor(email, "Đặt lại mật khẩu của bạn");
    expect(mail.text).toContain("Có người vừa yêu cầu đặt lại mật khẩu cho tài khoản Vietnamese Youth Camps của bạn.");
    expect(mail.text).toMatch(new RegExp(`Bạn chọn mật khẩu mới tại đây: ${h.publicUrl}/reset_password/\\S+`));
    expect(mail.html).toMatch(new RegExp(`<a [^>]*href="${escapeRegex(h.publicUrl)}/reset_password/[^"]+"`));
    expect(mail.html).toContain("Chọn mật khẩu mới");
  });

  it("follows the asking page's language for an account that never chose one, and the account's choice otherwise", async () => {
    const unset = newEmail();
    await signUp(unset);
    const asked = await callTrpc(h.server.url, "auth.forgetPassword", { email: unset, locale: "vi" });
    expect(asked.error).toBeUndefined();
    await h.smtp.waitFor(unset, "Đặt lại mật khẩu của bạn");

    const english = newEmail();
    await signUp(english, "en");
    await callTrpc(h.server.url, "auth.forgetPassword", { email: english, locale: "vi" });
    const mail = await h.smtp.waitFor(english, "Reset your password");
    expect(mail.text).toContain("Someone asked to reset the password of your Vietnamese Youth Camps account.");
  });
});

describe("the order confirmation", () => {
  async function paidOrder(locale: "en" | "vi" | null, eventId = campId) {
    const buyer = await createBuyer(h.server.services.db, clock.now());
    await h.server.services.db.query.updateTable("User").set({ locale }).where("id", "=", buyer.userId).execute();
    const checkout = checkoutClient(h.server.url, buyer);
    const started = await checkout.start(eventId, 1);
    const orderId = started.data?.orderId ?? 0;
    const payment = await checkout.createPayment(orderId, "test");
    expect((await checkout.capture(orderId, payment.data?.providerOrderId ?? "")).data?.outcome).toBe("completed");
    return { buyer, orderId };
  }

  it("is Vietnamese for a Vietnamese account, with the event's Vietnamese name", async () => {
    const event = await eventById(h.server.services.db, campId);
    expect(event.nameVi).not.toBe("");
    const { buyer, orderId } = await paidOrder("vi");
    const mail = await h.smtp.waitFor(buyer.email, `Vé của bạn cho ${event.nameVi} (đơn hàng #${orderId})`);
    expect(mail.text).toContain(`Cảm ơn bạn đã đăng ký tham gia ${event.nameVi}.`);
    expect(mail.text).toContain(`Đơn hàng #${orderId}: 1 vé, tổng cộng 490 €`);
    expect(mail.text).toMatch(/Vé 1: First1 Last1 — mã \S+/);
    expect(mail.text).toContain(`Bạn hãy đưa mã QR của từng vé tại quầy đón tiếp. Vé của bạn cũng có trong tài khoản: ${h.publicUrl}/account/tickets`);
    expect(linkText(mail.html, `${h.publicUrl}/account/tickets`)).toBe("tài khoản của bạn");
    expect(mail.html).toContain('src="cid:ticket-1@vyc"');
  });

  it("is English for an account that never chose a language", async () => {
    const { buyer, orderId } = await paidOrder(null);
    const mail = await h.smtp.waitFor(buyer.email, `Your tickets for Identity Summer Camp Germany (order #${orderId})`);
    expect(mail.text).toContain("Thank you for your registration to Identity Summer Camp Germany.");
    expect(mail.text).toContain(`Order #${orderId}: 1 ticket(s), total 490 €`);
    expect(mail.html).toMatch(new RegExp(`Your tickets are also in <a [^>]*href="${escapeRegex(h.publicUrl)}/account/tickets"[^>]*>your account</a>\\.`));
    expect(mail.text).not.toContain("Total paid");
  });

  it("shows how a rounded total is made, line by line, in the buyer's language", async () => {
    const eventId = await copyEvent(h.server.services.db, campId, { slug: "mail-twenty-five", priceMinor: 2500 });
    const english = await paidOrder("en", eventId);
    const mail = await h.smtp.waitFor(english.buyer.email, `(order #${english.orderId})`);
    expect(mail.text).toContain(["1 × 25 € = 25 €", "Rounded to the nearest 10: + 5 €", "Total paid: 30 €"].join("\n"));
    expect(mail.html).toContain("Rounded to the nearest 10: + 5 €");
    const vietnamese = await paidOrder("vi", eventId);
    const mailVi = await h.smtp.waitFor(vietnamese.buyer.email, `(đơn hàng #${vietnamese.orderId})`);
    expect(mailVi.text).toContain(["1 × 25 € = 25 €", "Làm tròn đến 10 gần nhất: + 5 €", "Tổng đã thanh toán: 30 €"].join("\n"));
  });
});
