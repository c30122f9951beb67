import { staffRoute } from "./staff";
import { staffCheckInRoute } from "./staff-check-in";
import { staffHomeRoute } from "./staff-home";
import { staffLookupRoute } from "./staff-lookup";
import { staffOrderRoute } from "./staff-order";
import { staffSaleRoute } from "./staff-sale";
import { staffSettingsRoute } from "./staff-settings";
import { staffSignInRoute } from "./staff-sign-in";

/** The camp desk's routes under /staff. */
export const staffTree = staffRoute.addChildren([
  staffHomeRoute,
  staffSignInRoute,
  staffSaleRoute,
  staffOrderRoute,
  staffLookupRoute,
  staffCheckInRoute,
  staffSettingsRoute,
]);
