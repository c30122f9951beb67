import { searchTickets as search } from "@vyc/domain";
import type { TTicketSearchInput } from "@vyc/validators";
import type { Context } from "../../context";

export const searchTickets = ({ ctx, input }: { ctx: Context; input: TTicketSearchInput }) => search(ctx.db, input.query);
