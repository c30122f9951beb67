import { recordScan, type SessionUser } from "@vyc/domain";
import type { TCheckInInput } from "@vyc/validators";
import type { Context } from "../../context";

export const checkIn = ({ ctx, input }: { ctx: Context & { user: SessionUser }; input: TCheckInInput }) => {
  const now = ctx.clock.now();
  return recordScan(ctx.db, { ...input, scannedAt: now, source: "online" }, ctx.user.id, now);
};
