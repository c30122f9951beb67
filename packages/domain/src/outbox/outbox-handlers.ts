import type { Db } from "@vyc/db";
import type { ImageFolders } from "../documents/document-images";
import { emailDeskTickets } from "../kiosk/desk-tickets-mail";
import { sendAttendeeMessageMail } from "../messages/attendee-message-mail";
import type { PaymentProviders } from "../payments/provider";
import { sendGuardianConsentMails } from "../privacy/guardian-consent-mail";
import { askProviderForRefund } from "../refunds/refund-order";
import { sendRefundMail } from "../refunds/refund-mail";
import type { Clock } from "../shared/clock";
import { sendJoinLinkMail } from "../tickets/join-link-mail";
import { sendOrderConfirmation } from "../tickets/order-confirmation-mail";
import { mailOffer } from "../waiting-list/offer-mail";
import { OUTBOX_KINDS, payloadField } from "./outbox-messages";
import type { OutboxHandler } from "./outbox-worker";

export interface OutboxHandlerDeps {
  db: Db;
  payments: PaymentProviders;
  clock: Clock;
  publicUrl: string;
  /** Where the pictures printed on tickets lie. */
  images: ImageFolders;
}

/** What the outbox worker does with each kind of message. */
export function outboxHandlers(deps: OutboxHandlerDeps): Record<string, OutboxHandler> {
  const { db, publicUrl, images } = deps;
  const now = () => deps.clock.now();
  return {
    [OUTBOX_KINDS.orderConfirmation]: (payload, { mailer }) => sendOrderConfirmation(db, mailer, images, payloadField(payload, "orderId", "number"), publicUrl),
    [OUTBOX_KINDS.guardianConsent]: async (payload, { mailer, now: at }) => {
      await sendGuardianConsentMails({ db, mailer, publicUrl }, { orderId: payloadField(payload, "orderId", "number") }, at);
    },
    [OUTBOX_KINDS.refundAtProvider]: (payload) => askProviderForRefund(deps, payloadField(payload, "refundId", "string"), now),
    [OUTBOX_KINDS.refundMail]: (payload, { mailer }) =>
      sendRefundMail({ db, mailer, publicUrl }, payloadField(payload, "refundId", "string"), payloadField(payload, "cancellation", "boolean")),
    [OUTBOX_KINDS.deskTickets]: (payload, { mailer }) =>
      emailDeskTickets(db, mailer, images, payloadField(payload, "orderId", "number"), publicUrl, payloadField(payload, "deskLocale", "string") || undefined),
    [OUTBOX_KINDS.waitingListOffer]: (payload, { mailer }) => mailOffer({ db, mailer, publicUrl }, payloadField(payload, "entryId", "number")),
    [OUTBOX_KINDS.joinLink]: (payload, { mailer }) => sendJoinLinkMail(db, mailer, payloadField(payload, "orderId", "number"), publicUrl),
    [OUTBOX_KINDS.attendeeMessage]: (payload, { mailer }) => sendAttendeeMessageMail({ db, mailer, publicUrl }, payloadField(payload, "recipientId", "number")),
  };
}
