import { adminRoute } from "./admin";
import { adminAuditRoute } from "./admin-audit";
import { adminDiscountsRoute } from "./admin-discounts";
import { adminEventEditRoute } from "./admin-event-edit";
import { adminEventNewRoute } from "./admin-event-new";
import { adminEventsRoute } from "./admin-events";
import { adminInboxRoute } from "./admin-inbox";
import { adminInvoicesRoute } from "./admin-invoices";
import { adminIndexRoute } from "./admin-index";
import { adminManifestRoute } from "./admin-manifest";
import { adminMessagesRoute } from "./admin-messages";
import { adminOrderRoute } from "./admin-order";
import { adminOrdersRoute } from "./admin-orders";
import { adminOutboxRoute } from "./admin-outbox";
import { adminRefundsRoute } from "./admin-refunds";
import { adminReportsRoute } from "./admin-reports";
import { adminSettingsRoute } from "./admin-settings";
import { adminUsersRoute } from "./admin-users";
import { adminWaitingListRoute } from "./admin-waiting-list";

/** The back office's routes under /admin. */
export const adminTree = adminRoute.addChildren([
  adminIndexRoute,
  adminEventsRoute,
  adminEventNewRoute,
  adminEventEditRoute,
  adminWaitingListRoute,
  adminDiscountsRoute,
  adminOrdersRoute,
  adminOrderRoute,
  adminRefundsRoute,
  adminInvoicesRoute,
  adminReportsRoute,
  adminManifestRoute,
  adminInboxRoute,
  adminOutboxRoute,
  adminMessagesRoute,
  adminUsersRoute,
  adminAuditRoute,
  adminSettingsRoute,
]);
