import { type Db } from "@vyc/db";
import { insertContactMessage, markContactMessageDelivered } from "@vyc/db/stores/contact-messages";
import { isHoneypotFilled, type TContactInput } from "@vyc/validators";
import type { Clock } from "../shared/clock";
import { DomainError } from "../shared/errors";
import { loadMailBranding } from "../mail/mail-branding";
import type { Mailer } from "../mail/mailer";
import type { RateLimits } from "../shared/rate-limits";
import { composeContactMail } from "./contact-mail";

export interface ContactDeps {
  db: Db;
  mailer: Mailer;
  rateLimits: Pick<RateLimits, "consume">;
  clock: Clock;
  organiserEmail: string;
  /** The site's public address, for the logo's address in the e-mail. */
  publicUrl: string;
}

export type ContactOutcome =
  /** Stored and handed to the mail server. */
  | { status: "delivered"; id: string }
  /** A bot filled in the honeypot: answered like a success, neither stored nor sent. */
  | { status: "dropped" };

export const CONTACT_DELIVERY_FAILED =
  "Your message was saved, but the e-mail to the organisers could not be sent right now. Please try again later.";

/**
 * A visitor's message to the organisers (specification §2, §7): limited per IP, stored first so
 * nothing is lost, then e-mailed to the organisers. A failed delivery leaves the stored message
 * undelivered (deliveredAt null) and is reported as SERVICE_UNAVAILABLE.
 */
export async function sendContactMessage(deps: ContactDeps, input: TContactInput, ip: string): Promise<ContactOutcome> {
  await deps.rateLimits.consume("contact", ip);
  if (isHoneypotFilled(input)) return { status: "dropped" };

  const stored = await insertContactMessage(deps.db, {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    phone: input.phone,
    subject: input.subject,
    message: input.message,
  }, deps.clock.now());

  try {
    await deps.mailer.send(await composeContactMail(input, deps.organiserEmail, await loadMailBranding(deps.db, deps.publicUrl)));
  } catch (error) {
    throw new DomainError("SERVICE_UNAVAILABLE", CONTACT_DELIVERY_FAILED, { cause: error });
  }
  await markContactMessageDelivered(deps.db, stored.id, deps.clock.now());
  return { status: "delivered", id: stored.id };
}
