import { listUserTickets, type SessionUser } from "@vyc/domain";
import type { Context } from "../../context";

export const tickets = ({ ctx }: { ctx: Context & { user: SessionUser } }) => listUserTickets(ctx.db, ctx.user.id);
