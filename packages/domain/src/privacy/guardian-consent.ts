import { type Db, type Tx } from "@vyc/db";
import { findConsent, findConsentByTokenHash, listConsentsDueReminder, markConsentGiven } from "@vyc/db/stores/guardian-consents";
import { findTicketWithOwner } from "@vyc/db/stores/tickets";
import type { Locale } from "@vyc/i18n";
import { KIOSK_MESSAGES, PRIVACY_MESSAGES, type TGuardianConsentConfirmInput, type TGuardianConsentView, type TGuardianConsentViewInput } from "@vyc/validators";
import { recordAudit } from "../admin/audit-log";
import { DomainError } from "../shared/errors";
import { consentTokenHash, sendConsentMail, sendGuardianConsentMails, type ConsentMailDeps } from "./guardian-consent-mail";
import { guardianWaiver, waiverWithHash } from "./guardian-waiver";

/** The consent of a personal link, pending or given; a link replaced by a newer e-mail, erased or altered is refused. */
async function consentOfToken(db: Db, token: string) {
  const consent = await findConsentByTokenHash(db, consentTokenHash(token));
  if (!consent || (consent.status !== "pending" && consent.status !== "given")) throw new DomainError("NOT_FOUND", PRIVACY_MESSAGES.consentLinkInvalid);
  return consent;
}

/**
 * What the guardian's personal link shows: who, which event, and the guardian's waiver in the page's
 * language; once given, when and how, with the text that was accepted through the link.
 */
export async function viewGuardianConsent(db: Db, input: TGuardianConsentViewInput): Promise<TGuardianConsentView> {
  const consent = await consentOfToken(db, input.token);
  const locale: Locale = input.locale ?? "en";
  const given = consent.status === "given";
  const method = consent.method === "paper" ? "paper" : "link";
  const waiver = !given ? guardianWaiver(locale) : method === "link" ? ((consent.waiverHash ? waiverWithHash(consent.waiverHash) : null) ?? guardianWaiver(locale)) : null;
  return {
    attendeeFirstName: consent.firstName,
    attendeeLastName: consent.lastName,
    eventName: locale === "vi" && consent.eventNameVi ? consent.eventNameVi : consent.eventName,
    dateStart: consent.dateStart.toISOString(),
    dateEnd: consent.dateEnd.toISOString(),
    status: given ? "given" : "pending",
    givenAt: given ? (consent.givenAt?.toISOString() ?? null) : null,
    method: given ? method : null,
    waiver: waiver && { locale: waiver.locale, title: waiver.title, paragraphs: waiver.paragraphs, hash: waiver.hash },
  };
}

/**
 * The guardian confirms through the link: recorded once with the time and the hash of the waiver
 * text they read; the link then shows that consent. A link replaced by a newer e-mail or altered is
 * refused, a consent already given is not given twice, and a waiver text that changed since the page
 * was opened is refused.
 */
export async function confirmGuardianConsent(db: Db, input: TGuardianConsentConfirmInput, now: Date): Promise<void> {
  const consent = await consentOfToken(db, input.token);
  if (consent.status === "given") throw new DomainError("CONFLICT", PRIVACY_MESSAGES.consentAlreadyGiven);
  const waiver = waiverWithHash(input.waiverHash);
  if (!waiver) throw new DomainError("CONFLICT", PRIVACY_MESSAGES.waiverChanged);
  const given = await markConsentGiven(db, consent.ticketId, consentTokenHash(input.token), { method: "link", waiverHash: waiver.hash, waiverLocale: waiver.locale, recordedById: null }, now);
  if (!given) throw new DomainError("NOT_FOUND", PRIVACY_MESSAGES.consentLinkInvalid);
}

async function pendingConsentOf(db: Db, ticketId: string) {
  const consent = await findConsent(db, ticketId);
  if (!consent) {
    if (!(await findTicketWithOwner(db, ticketId))) throw new DomainError("NOT_FOUND", PRIVACY_MESSAGES.ticketNotFound);
    throw new DomainError("BAD_REQUEST", PRIVACY_MESSAGES.consentNotNeeded);
  }
  if (consent.status === "given") throw new DomainError("CONFLICT", PRIVACY_MESSAGES.consentAlreadyGiven);
  return consent;
}

/** Staff record a consent form the guardian signed on paper (at the desk or sent in), in the audit log too. */
export async function recordPaperConsent(db: Db, staffId: string, ticketId: string, now: Date): Promise<void> {
  await pendingConsentOf(db, ticketId);
  await db.transaction((tx) => givePaperConsent(tx, staffId, ticketId, now));
}

/** In the caller's transaction: a pending consent given on paper, recorded by the staff member and written to the audit log. */
export async function givePaperConsent(tx: Tx, staffId: string, ticketId: string, now: Date): Promise<void> {
  const given = await markConsentGiven(tx, ticketId, null, { method: "paper", waiverHash: null, waiverLocale: null, recordedById: staffId }, now);
  if (!given) throw new DomainError("CONFLICT", PRIVACY_MESSAGES.consentAlreadyGiven);
  await recordAudit(tx, { actorId: staffId, action: "consent.paper", target: `ticket:${ticketId}` }, now);
}

/** Staff send the guardian a new link now (the earlier one stops working). */
export async function resendGuardianConsent(deps: ConsentMailDeps, staffId: string, ticketId: string, now: Date): Promise<void> {
  await pendingConsentOf(deps.db, ticketId);
  const ticket = await findTicketWithOwner(deps.db, ticketId);
  if (!ticket || ticket.dateEnd <= now) throw new DomainError("CONFLICT", KIOSK_MESSAGES.eventOver);
  await sendGuardianConsentMails(deps, { ticketId }, now);
  await recordAudit(deps.db, { actorId: staffId, action: "consent.resend", target: `ticket:${ticketId}` }, now);
}

/** Reminds every guardian whose consent is still pending, last asked `everyDays` days ago or more, until the event starts. */
export async function sendConsentReminders(deps: ConsentMailDeps, now: Date, everyDays: number): Promise<number> {
  const due = await listConsentsDueReminder(deps.db, new Date(now.getTime() - everyDays * 86_400_000), now);
  let sent = 0;
  for (const consent of due) if (await sendConsentMail(deps, consent, now, consent.sendCount > 0)) sent += 1;
  return sent;
}
