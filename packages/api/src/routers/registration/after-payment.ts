import { sendGuardianConsentMails, sendOrderConfirmation } from "@vyc/domain";
import type { Context } from "../../context";

/**
 * Sends the confirmation e-mail, and the consent links to the guardians of attendees under 18, off
 * the request path; a mail failure never undoes a registration.
 */
export function confirmByMail(ctx: Context, orderId: number): void {
  ctx.background.run(`Confirmation e-mail of order ${orderId}`, () => sendOrderConfirmation(ctx.db, ctx.mailer, orderId, ctx.config.publicUrl));
  askGuardians(ctx, orderId);
}

/** E-mails each guardian of the order's minors a personal link to read the waiver and confirm. */
export function askGuardians(ctx: Context, orderId: number): void {
  const deps = { db: ctx.db, mailer: ctx.mailer, publicUrl: ctx.config.publicUrl };
  ctx.background.run(`Guardian consent e-mails of order ${orderId}`, async () => {
    await sendGuardianConsentMails(deps, { orderId }, ctx.clock.now());
  });
}
