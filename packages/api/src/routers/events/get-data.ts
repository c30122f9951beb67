import { getEvent } from "@vyc/domain";
import type { TEventIdInput } from "@vyc/validators";
import type { Context } from "../../context";

export const getData = ({ ctx, input }: { ctx: Context; input: TEventIdInput }) => getEvent(ctx.db, input.id, ctx.clock.now());
