import { accountRouter } from "./routers/account/router";
import { messagesRouter } from "./routers/admin/messages";
import { questionsRouter } from "./routers/admin/questions";
import { adminRouter } from "./routers/admin/router";
import { ticketTypesRouter } from "./routers/admin/ticket-types";
import { authRouter } from "./routers/auth/router";
import { checkoutRouter } from "./routers/checkout/router";
import { contactRouter } from "./routers/contact/router";
import { discountsRouter } from "./routers/discounts/router";
import { documentsRouter } from "./routers/documents/router";
import { eventsRouter } from "./routers/events/router";
import { kioskRouter } from "./routers/kiosk/router";
import { privacyRouter } from "./routers/privacy/router";
import { refundsRouter } from "./routers/refunds/router";
import { registrationRouter } from "./routers/registration/router";
import { waitingListRouter } from "./routers/waiting-list/router";
import { createCallerFactory, router } from "./trpc";

export const appRouter = router({
  events: eventsRouter,
  admin: adminRouter,
  questions: questionsRouter,
  ticketTypes: ticketTypesRouter,
  messages: messagesRouter,
  auth: authRouter,
  account: accountRouter,
  contact: contactRouter,
  registration: registrationRouter,
  checkout: checkoutRouter,
  discounts: discountsRouter,
  kiosk: kioskRouter,
  documents: documentsRouter,
  refunds: refundsRouter,
  privacy: privacyRouter,
  waitingList: waitingListRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
