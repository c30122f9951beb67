import { type Db } from "@vyc/db";
import { findCreditNoteOfRefund } from "@vyc/db/stores/invoices";
import { findOrderDocumentData } from "@vyc/db/stores/order-documents";
import { findRefund } from "@vyc/db/stores/refunds";
import { formatDateRange } from "@vyc/i18n";
import { formatMoney } from "@vyc/validators";
import { orderCreditNoteFile } from "../documents/order-files";
import { eventName } from "../events/event-name";
import { loadMailBranding, type MailBranding } from "../mail/mail-branding";
import type { Mailer } from "../mail/mailer";
import { mailLocale, mailText } from "../mail/mail-text";
import { renderCancellationNotice, renderRefund } from "./refund-email";

/**
 * E-mails the buyer what a refund gave back, in the buyer's language, with the credit note attached
 * when one was issued. For a cancelled event the mail says so, and every other attendee address of
 * the refunded tickets is told too. Carried out by the outbox worker, which tries again after a
 * failure.
 */
export async function sendRefundMail(deps: { db: Db; mailer: Mailer; publicUrl: string }, refundId: string, cancellation: boolean): Promise<void> {
  const sql = deps.db;
  const refund = await findRefund(sql, refundId);
  const data = refund && (await findOrderDocumentData(sql, refund.orderId));
  if (!refund || !data) return;
  const m = mailText(mailLocale(data.buyer.locale));
  const event = eventName(data.event, m.locale);
  const dates = formatDateRange(data.event.dateStart.toISOString(), data.event.dateEnd.toISOString(), m.locale, data.event.timeZone);
  const refunded = data.tickets.filter((t) => refund.ticketIds.includes(t.id));
  const names = refunded.map((t) => `${t.firstName} ${t.lastName}`).join(", ");
  const note = await findCreditNoteOfRefund(sql, refund.id);
  const file = note ? await orderCreditNoteFile(deps.db, refund.orderId, note.number, "staff", m.locale) : null;
  const values = {
    event,
    dates,
    orderId: String(refund.orderId),
    amount: formatMoney(refund.amountMinor, refund.currency, m.locale),
    tickets: String(refunded.length),
    names,
    reason: refund.reason,
  };
  const cancelled = cancellation ? [m.text("refund.cancelled", values)] : [];
  const lines = [
    ...cancelled,
    m.text("refund.intro", values),
    m.text("refund.reason", values),
    m.text(`refund.method.${refund.method}`),
    m.text("refund.ticketsCancelled", values),
    ...(data.order.status === "paid" ? [m.text("refund.othersValid")] : []),
    ...(note ? [m.text("refund.creditAttached", { number: note.number })] : []),
  ];
  const buyerEmail = data.buyer.email ?? refunded[0]?.email;
  const branding = await loadMailBranding(sql, deps.publicUrl);
  if (buyerEmail) {
    const subject = m.text(cancellation ? "refund.cancelledSubject" : "refund.subject", values);
    await deps.mailer.send({
      to: buyerEmail,
      subject,
      text: lines.join("\n\n"),
      html: await renderRefund({ m, branding, subject, lines }),
      attachments: file ? [{ filename: file.filename, content: file.body, contentType: file.contentType }] : [],
    });
  }
  if (cancellation) await sendCancellationNotices(deps, refunded, buyerEmail, values, m, branding);
}

/** The event's cancellation notice to every attendee address of the refunded tickets but the buyer's. */
async function sendCancellationNotices(
  deps: { mailer: Mailer },
  refunded: ReadonlyArray<{ email: string }>,
  buyerEmail: string | undefined,
  values: Record<string, string>,
  m: ReturnType<typeof mailText>,
  branding: MailBranding,
): Promise<void> {
  const attendees = [...new Set(refunded.map((t) => t.email.toLowerCase()))].filter((email) => email !== buyerEmail?.toLowerCase());
  const notice = [m.text("refund.cancelled", values), m.text("refund.reason", values), m.text("refund.attendeeNotice")];
  const subject = m.text("refund.cancelledSubject", values);
  const html = await renderCancellationNotice({ m, branding, subject, lines: notice });
  for (const to of attendees) await deps.mailer.send({ to, subject, text: notice.join("\n\n"), html });
}
