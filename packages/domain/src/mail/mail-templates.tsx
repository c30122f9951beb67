/** @jsxRuntime automatic */
import type { Locale } from "@vyc/i18n";
import type { ComponentProps, FunctionComponent } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { PasswordResetEmail, VerificationEmail } from "../auth/auth-emails";
import { ContactEmail } from "../contact/contact-email";
import { DeskTicketsEmail } from "../kiosk/desk-tickets-email";
import { AttendeeMessageEmail } from "../messages/attendee-message-email";
import { GuardianConsentEmail } from "../privacy/guardian-consent-email";
import { CancellationNoticeEmail, RefundEmail } from "../refunds/refund-email";
import { JoinLinkEmail } from "../tickets/join-link-email";
import { OrderConfirmationEmail } from "../tickets/order-confirmation-email";
import { OfferEmail } from "../waiting-list/offer-email";
import { mailText } from "./mail-text";

/** Every e-mail the product sends, by name: each component takes the texts `m` and its own props. */
const MAIL_TEMPLATES = {
  verification: VerificationEmail,
  passwordReset: PasswordResetEmail,
  contact: ContactEmail,
  deskTickets: DeskTicketsEmail,
  attendeeMessage: AttendeeMessageEmail,
  guardianConsent: GuardianConsentEmail,
  refund: RefundEmail,
  cancellationNotice: CancellationNoticeEmail,
  joinLink: JoinLinkEmail,
  orderConfirmation: OrderConfirmationEmail,
  offer: OfferEmail,
};

export type MailTemplate = keyof typeof MAIL_TEMPLATES;
/** A template's props but its texts, which the rendering thread makes from the language. */
export type MailTemplateProps<K extends MailTemplate> = Omit<ComponentProps<(typeof MAIL_TEMPLATES)[K]>, "m">;

/** What the rendering thread is asked for: plain data, as it crosses threads. */
export interface MailRenderJob {
  template: MailTemplate;
  locale: Locale;
  props: object;
}

/** The document type e-mail clients expect of an HTML part (React renders none). */
const XHTML_DOCTYPE = '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/**
 * A job's e-mail as HTML, its texts made in its language (on the rendering thread, see
 * mail-worker.ts). The templates wait for nothing, so React's static render does: the streaming
 * render behind @react-email/render took five times longer and added hydration comments a mail
 * client has no use for.
 */
export function renderTemplate({ template, locale, props }: MailRenderJob): Promise<string> {
  const Template = MAIL_TEMPLATES[template] as FunctionComponent<Record<string, unknown>>;
  return Promise.resolve(XHTML_DOCTYPE + renderToStaticMarkup(<Template {...props} m={mailText(locale)} />));
}
