import { authRouter } from "./routers/auth/router";
import { eventsRouter } from "./routers/events/router";
import { createCallerFactory, router } from "./trpc";

export const appRouter = router({
  events: eventsRouter,
  auth: authRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
