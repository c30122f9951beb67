import type { Db } from "@vyc/db";
import type { Mailer } from "../mail/mailer";
import { sendGuardianConsentMails } from "../privacy/guardian-consent-mail";
import type { BackgroundTasks } from "../shared/background-tasks";
import type { Clock } from "../shared/clock";
import { sendOrderConfirmation } from "../tickets/order-confirmation-mail";
import type { OrderPaid } from "./paid-order";

export interface AfterPaidDeps {
  db: Db;
  mailer: Mailer;
  background: BackgroundTasks;
  clock: Clock;
  config: { publicUrl: string };
}

/**
 * What an order's becoming paid sets off, for every way it gets paid (checkout, free registration,
 * /api/register/private, the desk, the start-up recovery): the buyer's confirmation e-mail (an
 * order without a buyer account, such as a desk sale, has nobody to send it to) and each minor's
 * guardian's personal consent link. Both run after the answer: a mail failure never undoes a
 * payment. Nothing happens without a report (a replay, a payment that did not go through).
 */
export function afterOrderPaid(deps: AfterPaidDeps, paid: OrderPaid | null): void {
  if (!paid) return;
  const { orderId } = paid;
  const { db, mailer, config } = deps;
  deps.background.run(`Confirmation e-mail of order ${orderId}`, () => sendOrderConfirmation(db, mailer, orderId, config.publicUrl));
  deps.background.run(`Guardian consent e-mails of order ${orderId}`, async () => {
    await sendGuardianConsentMails({ db, mailer, publicUrl: config.publicUrl }, { orderId }, deps.clock.now());
  });
}
