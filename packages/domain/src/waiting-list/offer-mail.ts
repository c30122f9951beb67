import { formatDateTime } from "@vyc/i18n";
import { type Db } from "@vyc/db";
import { findOfferToMail, renewOfferTokenHash, type OfferToMail } from "@vyc/db/stores/waiting-list";
import { eventImageUrl, loadMailBranding, type MailBranding } from "../mail/mail-branding";
import type { Mailer, MailMessage } from "../mail/mailer";
import { mailLocale, mailText, type MailText } from "../mail/mail-text";
import { renderOffer } from "./offer-email";
import { hashOfferToken, newOfferToken } from "./offer-token";

/** The path of an offer's personal page. */
const offerPath = (token: string): string => `/waiting-list/offers/${token}`;

/** The offer e-mail: how many seats, until when, and the personal link that claims them. */
async function composeOfferMail(m: MailText, branding: MailBranding, offer: OfferToMail, url: string, publicUrl: string): Promise<MailMessage> {
  const event = m.locale === "vi" && offer.eventNameVi ? offer.eventNameVi : offer.eventName;
  const until = formatDateTime(offer.offerExpiresAt.toISOString(), m.locale, offer.timeZone);
  const values = { event, until, seats: String(offer.seats) };
  const text = [m.text("waitingOffer.intro", values), "", m.text("waitingOffer.claimHere", { ...values, url }), "", m.text("waitingOffer.passOn", values)].join("\n");
  const image = eventImageUrl(offer.eventImages, publicUrl);
  const html = await renderOffer(m, branding, image ? { src: image, alt: event } : null, values, url);
  return { to: offer.email, subject: m.text("waitingOffer.subject", values), text, html };
}

export interface OfferMailDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
}

/**
 * Sends an offer's e-mail with a new personal link (only its hash is stored): the outbox message
 * written with the offer. Nothing when the offer no longer runs. Sent again after a crash, the new
 * link replaces the old one.
 */
export async function mailOffer(deps: OfferMailDeps, entryId: number): Promise<void> {
  const sql = deps.db;
  const offer = await findOfferToMail(sql, entryId);
  const token = newOfferToken();
  if (!offer || !(await renewOfferTokenHash(sql, offer.id, hashOfferToken(token)))) return;
  const branding = await loadMailBranding(sql, deps.publicUrl);
  await deps.mailer.send(await composeOfferMail(mailText(mailLocale(offer.locale)), branding, offer, new URL(offerPath(token), deps.publicUrl).toString(), deps.publicUrl));
}
