import { listEventsNotExpired } from "@vyc/domain";
import type { Context } from "../../context";

export const getEventsNotExpired = ({ ctx }: { ctx: Context }) => listEventsNotExpired(ctx.db, ctx.clock.now());
