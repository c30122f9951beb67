import { listDeskEvents } from "@vyc/domain";
import type { Context } from "../../context";

export const events = ({ ctx }: { ctx: Context }) => listDeskEvents(ctx.db, ctx.clock.now());
