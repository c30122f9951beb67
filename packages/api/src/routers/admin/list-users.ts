import { listUsers as list } from "@vyc/domain";
import type { TUserSearchInput } from "@vyc/validators";
import type { AdminContext } from "./admin-context";

export const listUsers = ({ ctx, input }: { ctx: AdminContext; input: TUserSearchInput }) => list(ctx.db, input);
