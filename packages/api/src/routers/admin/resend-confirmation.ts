import { resendOrderConfirmation } from "@vyc/domain";
import type { TAdminOrderIdInput } from "@vyc/validators";
import type { AdminContext } from "./admin-context";

export const resendConfirmation = ({ ctx, input }: { ctx: AdminContext; input: TAdminOrderIdInput }) =>
  resendOrderConfirmation({ db: ctx.db, mailer: ctx.mailer, publicUrl: ctx.config.publicUrl }, ctx.user.id, input.orderId, ctx.clock.now());
