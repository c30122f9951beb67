import { sendOrderConfirmation } from "@vyc/domain";
import type { Context } from "../../context";

/** Sends the confirmation e-mail off the request path; a mail failure never undoes a registration. */
export function confirmByMail(ctx: Context, orderId: number): void {
  ctx.background.run(`Confirmation e-mail of order ${orderId}`, () => sendOrderConfirmation(ctx.db, ctx.mailer, orderId, ctx.config.publicUrl));
}
