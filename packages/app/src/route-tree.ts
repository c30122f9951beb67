import { aboutRoute } from "./routes/about";
import { accountSettingsRoute } from "./routes/account-settings";
import { accountTicketsRoute } from "./routes/account-tickets";
import { accountVerifyRoute } from "./routes/account-verify";
import { adminTree } from "./routes/admin-tree";
import { attendeeDetailsRoute } from "./routes/attendee-details";
import { checkoutRoute } from "./routes/checkout";
import { eventDetailRoute } from "./routes/event-detail";
import { eventsRoute } from "./routes/events";
import { forgetPasswordRoute } from "./routes/forget-password";
import { guardianConsentRoute } from "./routes/guardian-consent";
import { homeRoute } from "./routes/home";
import { introductionRoute } from "./routes/introduction";
import { loginRoute } from "./routes/login";
import { privacyRoute } from "./routes/privacy";
import { registerAttendeesRoute } from "./routes/register-attendees";
import { registerCheckingPublicEventRoute } from "./routes/register-checking-public-event";
import { registerConfirmAttendanceRoute } from "./routes/register-confirm-attendance";
import { registerLogisticRoute } from "./routes/register-logistic";
import { registerLogisticInformationsRoute } from "./routes/register-logistic-informations";
import { resetPasswordRoute } from "./routes/reset-password";
import { responseRoute } from "./routes/response";
import { rootRoute } from "./routes/root";
import { signupRoute } from "./routes/signup";
import { staffTree } from "./routes/staff-tree";
import { termsRoute } from "./routes/terms";
import { waitingListOfferRoute } from "./routes/waiting-list-offer";

/** Every route of the public site (specification §2). /logout is a server route. */
export const routeTree = rootRoute.addChildren([
  homeRoute,
  loginRoute,
  signupRoute,
  forgetPasswordRoute,
  resetPasswordRoute,
  accountTicketsRoute,
  accountSettingsRoute,
  accountVerifyRoute,
  eventsRoute,
  eventDetailRoute,
  registerAttendeesRoute,
  registerLogisticRoute,
  registerLogisticInformationsRoute,
  registerCheckingPublicEventRoute,
  registerConfirmAttendanceRoute,
  checkoutRoute,
  responseRoute,
  introductionRoute,
  aboutRoute,
  termsRoute,
  privacyRoute,
  guardianConsentRoute,
  attendeeDetailsRoute,
  waitingListOfferRoute,
  staffTree,
  adminTree,
]);
