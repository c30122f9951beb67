import { setUserRole as setRole } from "@vyc/domain";
import type { TSetRoleInput } from "@vyc/validators";
import type { AdminContext } from "./admin-context";

export const setUserRole = ({ ctx, input }: { ctx: AdminContext; input: TSetRoleInput }) => setRole(ctx.db, ctx.user.id, input, ctx.clock.now());
