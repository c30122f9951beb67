import { authRouter } from "./routers/auth/router";
import { eventsRouter } from "./routers/events/router";
import { registrationRouter } from "./routers/registration/router";
import { createCallerFactory, router } from "./trpc";

export const appRouter = router({
  events: eventsRouter,
  auth: authRouter,
  registration: registrationRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
