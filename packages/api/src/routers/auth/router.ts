import { z } from "zod";
import { publicProcedure, router } from "../../trpc";

export const authRouter = router({
  isAuthenticated: publicProcedure
    .meta({ openapi: { method: "GET", path: "/auth/is-authenticated", protect: false, tags: ["auth"] } })
    .input(z.void())
    .output(z.object({ isAuthenticated: z.boolean() }))
    .query(({ ctx }) => ({ isAuthenticated: ctx.user !== null })),
  me: publicProcedure
    .input(z.void())
    .query(({ ctx }) => (ctx.user ? { id: ctx.user.id, email: ctx.user.email, role: ctx.user.role, emailVerified: ctx.user.emailVerified } : null)),
});
