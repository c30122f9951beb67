import { sendOrderConfirmation } from "@vyc/domain";
import type { Context } from "../../context";

/** Sends the confirmation e-mail off the request path; a mail failure never undoes a registration. */
export function confirmByMail(ctx: Context, orderId: number): void {
  sendOrderConfirmation(ctx.db, ctx.mailer, orderId, ctx.config.publicUrl).catch((error: unknown) => {
    console.error(`Confirmation e-mail of order ${orderId} failed:`, error instanceof Error ? error.message : error);
  });
}
