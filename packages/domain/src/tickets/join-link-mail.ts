import { type Db } from "@vyc/db";
import { findConfirmationData } from "@vyc/db/stores/orders";
import { formatDateRange } from "@vyc/i18n";
import { eventName } from "../events/event-name";
import { eventImageUrl, loadMailBranding } from "../mail/mail-branding";
import type { Mailer } from "../mail/mailer";
import { mailLocale, mailText } from "../mail/mail-text";
import { openText } from "../privacy/sealed-data";
import { renderJoinLink } from "./join-link-email";

/**
 * E-mails an online event's current join link to the buyer of a paid order, in the buyer's
 * language (the outbox message written when staff changed the link). Nothing when the order is no
 * longer paid or the event has no link any more.
 */
export async function sendJoinLinkMail(db: Db, mailer: Mailer, orderId: number, publicUrl: string): Promise<void> {
  const data = await findConfirmationData(db, orderId);
  const joinLink = data?.event.isOnline ? openText(data.event.joinLink) : null;
  if (!data?.buyerEmail || data.order.status !== "paid" || !joinLink) return;
  const { event } = data;
  const m = mailText(mailLocale(data.buyerLocale));
  const name = eventName(event, m.locale);
  const values = {
    event: name,
    dates: formatDateRange(event.dateStart.toISOString(), event.dateEnd.toISOString(), m.locale, event.timeZone),
    orderId: String(data.order.id),
  };
  const ticketsUrl = `${publicUrl}/account/tickets`;
  const text = [m.text("joinLink.intro", values), "", m.text("joinLink.joinHere", { url: joinLink }), "", m.text("joinLink.personal", { ...values, url: ticketsUrl })].join("\n");
  const image = eventImageUrl(event.images, publicUrl);
  const branding = await loadMailBranding(db, publicUrl);
  await mailer.send({
    to: data.buyerEmail,
    subject: m.text("joinLink.subject", values),
    text,
    html: await renderJoinLink(m, branding, image ? { src: image, alt: name } : null, { values, joinLink, ticketsUrl }),
  });
}
