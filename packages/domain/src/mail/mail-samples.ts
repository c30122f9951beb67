import type { Locale } from "@vyc/i18n";
import { composePasswordResetMail, composeVerificationMail } from "../auth/auth-mails";
import { composeContactMail } from "../contact/contact-mail";
import { renderAttendeeMessage } from "../messages/attendee-message-email";
import { renderDeskTickets } from "../kiosk/desk-tickets-email";
import { renderGuardianConsent } from "../privacy/guardian-consent-email";
import { renderCancellationNotice, renderRefund } from "../refunds/refund-email";
import { renderJoinLink } from "../tickets/join-link-email";
import { renderOrderConfirmation, type OrderConfirmationContent } from "../tickets/order-confirmation-email";
import { ticketQrPng } from "../tickets/ticket-qr";
import { renderOffer } from "../waiting-list/offer-email";
import { qrContentId } from "../tickets/ticket-qr-mail";
import type { MailBranding } from "./mail-branding";
import { mailText } from "./mail-text";

/** One rendered e-mail of the samples: its kind and its HTML part. */
export interface MailSample {
  kind: string;
  html: string;
}

const SITE = "https://vyc.example";
const TICKETS = [
  { number: 1, secret: "VYC-SAMPLE-SECRET-0001", shortCode: "K7PM2QXA", firstName: "Linh", lastName: "Nguyễn" },
  { number: 2, secret: "VYC-SAMPLE-SECRET-0002", shortCode: "R4TD9WNE", firstName: "Minh", lastName: "Trần" },
];

/**
 * Every kind of e-mail rendered with sample content in one language, for looking at them (and
 * screenshots at phone width): QR codes are inlined as data URLs, as a mail client shows the
 * attached ones.
 */
export async function renderMailSamples(locale: Locale, branding: MailBranding, eventImage: string | null): Promise<MailSample[]> {
  const m = mailText(locale);
  const event = locale === "vi" ? "Trại hè Bản sắc Đức" : "Identity Summer Camp Germany";
  const image = eventImage ? { src: eventImage, alt: event } : null;
  const dates = locale === "vi" ? "20 – 27 tháng 7, 2027 (giờ Berlin)" : "20 – 27 July 2027 (Berlin time)";
  const tickets = TICKETS.map((t) => ({ ...t, heading: m.text("orderConfirmation.ticketHeading", { number: String(t.number), firstName: t.firstName, lastName: t.lastName }) }));
  const confirmation: OrderConfirmationContent = {
    event,
    summary: m.text("orderConfirmation.summary", { orderId: "1042", quantity: "2", total: "980 €" }),
    details: [`Summer Camp — ${dates}`, "Jugendherberge Bonn, Bonn, Germany"],
    tickets,
    ticketsUrl: `${SITE}/account/tickets`,
    attached: m.text("documents.attached", { document: m.text("documents.attachedInvoice"), event }),
  };
  const online = { ...confirmation, details: [`Seminar — ${dates}`, "Online"], joinLink: "https://meet.example/vyc-talk" };
  const values = { event, dates, orderId: "1042", guardian: "Hoa Nguyễn", firstName: "Linh", lastName: "Nguyễn", seats: "2", until: dates, amount: "490 €", tickets: "1", names: "Linh Nguyễn", reason: "Illness" };
  const refundLines = [m.text("refund.intro", values), m.text("refund.reason", values), m.text("refund.method.paypal"), m.text("refund.ticketsCancelled", values)];
  const message =
    locale === "vi"
      ? { subject: "Xe đón tại nhà ga", body: "Chào các bạn,\n\nXe buýt đón ở nhà ga Bonn lúc 14:00 ngày 20 tháng 7.\nNhớ mang theo vé nhé." }
      : { subject: "Shuttle from the station", body: "Hello everyone,\n\nThe shuttle leaves Bonn station at 14:00 on 20 July.\nPlease bring your ticket." };
  const samples: MailSample[] = [
    { kind: "order-confirmation", html: await renderOrderConfirmation(m, branding, image, confirmation) },
    { kind: "order-confirmation-online", html: await renderOrderConfirmation(m, branding, image, online) },
    { kind: "order-confirmation-online-link-later", html: await renderOrderConfirmation(m, branding, image, { ...online, joinLink: null }) },
    { kind: "join-link", html: await renderJoinLink(m, branding, image, { values, joinLink: online.joinLink, ticketsUrl: confirmation.ticketsUrl }) },
    { kind: "desk-tickets", html: await renderDeskTickets(m, branding, image, { event, when: `${dates} — Jugendherberge Bonn, Bonn`, tickets: tickets.map((t) => ({ ...t, heading: m.text("deskTickets.ticketHeading", { ...values, number: String(t.number), firstName: t.firstName, lastName: t.lastName }) })) }) },
    { kind: "guardian-consent", html: await renderGuardianConsent(m, branding, { values, reminder: false, url: `${SITE}/guardian-consent/sample`, personal: m.text("guardianConsent.personal") }) },
    { kind: "attendee-message", html: await renderAttendeeMessage(m, branding, image, { ...message, footer: m.text("attendeeMessage.why", { event, dates }) }) },
    { kind: "waiting-list-offer", html: await renderOffer(m, branding, image, values, `${SITE}/waiting-list/offers/sample`) },
    { kind: "refund", html: await renderRefund({ m, branding, subject: m.text("refund.subject", values), lines: refundLines }) },
    { kind: "cancellation-notice", html: await renderCancellationNotice({ m, branding, subject: m.text("refund.cancelledSubject", values), lines: [m.text("refund.cancelled", values), m.text("refund.attendeeNotice")] }) },
    { kind: "verification", html: (await composeVerificationMail(m, branding, "linh@example.com", "482913", `${SITE}/account-verify/sample`)).html ?? "" },
    { kind: "password-reset", html: (await composePasswordResetMail(m, branding, "linh@example.com", `${SITE}/reset_password/sample`)).html ?? "" },
  ];
  if (locale === "en") {
    const contact = { firstName: "Linh", lastName: "Nguyễn", email: "linh@example.com", phone: "+49 151 23456789", subject: "Siblings", message: "Hello,\nis there a discount for siblings?" };
    samples.push({ kind: "contact", html: (await composeContactMail(contact, "contact@vyc.example", branding)).html ?? "" });
  }
  const codes = await Promise.all(TICKETS.map(async (t) => [`cid:${qrContentId(t)}`, `data:image/png;base64,${(await ticketQrPng(t.secret)).toString("base64")}`] as const));
  return samples.map((sample) => ({ ...sample, html: codes.reduce((html, [cid, data]) => html.replaceAll(cid, data), sample.html) }));
}
