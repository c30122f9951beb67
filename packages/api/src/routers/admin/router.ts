import {
  ZAdminEventIdInput,
  ZCheckInLive,
  ZDashboard,
  ZAdminOrderIdInput,
  ZAdminOrdersInput,
  ZAuditListInput,
  ZDiscountIdInput,
  ZDiscountInput,
  ZEventFlagInput,
  ZEventInput,
  ZEventUpdateInput,
  ZInvoiceListInput,
  ZInvoiceListOutput,
  ZOrganiserSettings,
  ZMessageIdInput,
  ZSetRoleInput,
  ZUserSearchInput,
} from "@vyc/validators";
import { checkInLive, invoicePage, organiserSettings, salesDashboard, updateOrganiserSettings } from "@vyc/domain";
import { z } from "zod";
import { adminProcedure, router, staffProcedure } from "../../trpc";
import { auditLog } from "./audit-log";
import { cancelOrder } from "./cancel-order";
import { createDiscount } from "./create-discount";
import { createEvent } from "./create-event";
import { deactivateDiscount } from "./deactivate-discount";
import { exportAttendeesCsv, exportAttendeesHealthCsv } from "./export-attendees-csv";
import { exportManifestCsv } from "./export-manifest-csv";
import { getEvent } from "./get-event";
import { getOrder } from "./get-order";
import { listDiscounts } from "./list-discounts";
import { listEvents } from "./list-events";
import { listMessages } from "./list-messages";
import { listOrders } from "./list-orders";
import { listUsers } from "./list-users";
import { manifest } from "./manifest";
import { markMessageHandled } from "./mark-message-handled";
import { resendConfirmation } from "./resend-confirmation";
import { setEventPublished } from "./set-event-published";
import { setEventRegistrable } from "./set-event-registrable";
import { setUserRole } from "./set-user-role";
import { storeImage } from "./store-image";
import { updateEvent } from "./update-event";

/** The organisers' back office: staff run events, codes, orders, logistics and the inbox; admins also roles and the audit log. */
export const adminRouter = router({
  dashboard: staffProcedure
    .output(ZDashboard)
    .query(({ ctx }) => salesDashboard(ctx.db, ctx.clock.now())),
  checkInLive: staffProcedure
    .input(ZAdminEventIdInput)
    .output(ZCheckInLive)
    .query(({ ctx, input }) => checkInLive(ctx.db, input.eventId)),
  listEvents: staffProcedure.input(z.void()).query(listEvents),
  getEvent: staffProcedure.input(ZAdminEventIdInput).query(getEvent),
  createEvent: staffProcedure.input(ZEventInput).mutation(createEvent),
  updateEvent: staffProcedure.input(ZEventUpdateInput).mutation(updateEvent),
  setEventPublished: staffProcedure.input(ZEventFlagInput).mutation(setEventPublished),
  setEventRegistrable: staffProcedure.input(ZEventFlagInput).mutation(setEventRegistrable),
  /** Raw image bytes: only the server's POST /api/admin/uploads route can pass them (JSON cannot). */
  storeImage: staffProcedure.input(z.object({ bytes: z.custom<Buffer>((v) => Buffer.isBuffer(v), "Send the image bytes.") })).mutation(storeImage),
  listDiscounts: staffProcedure.input(z.void()).query(listDiscounts),
  createDiscount: staffProcedure.input(ZDiscountInput).mutation(createDiscount),
  deactivateDiscount: staffProcedure.input(ZDiscountIdInput).mutation(deactivateDiscount),
  listOrders: staffProcedure.input(ZAdminOrdersInput).query(listOrders),
  getOrder: staffProcedure.input(ZAdminOrderIdInput).query(getOrder),
  cancelOrder: staffProcedure.input(ZAdminOrderIdInput).mutation(cancelOrder),
  resendConfirmation: staffProcedure.input(ZAdminOrderIdInput).mutation(resendConfirmation),
  manifest: staffProcedure.input(ZAdminEventIdInput).query(manifest),
  /** CSV downloads, served as text/csv by the server's /api/admin/events/{id}/… routes. */
  exportAttendeesCsv: staffProcedure.input(ZAdminEventIdInput).mutation(exportAttendeesCsv),
  exportManifestCsv: staffProcedure.input(ZAdminEventIdInput).mutation(exportManifestCsv),
  /** The attendees with their health notes, for the camp's medical lead; each download is in the audit log. */
  exportAttendeesHealthCsv: staffProcedure.input(ZAdminEventIdInput).mutation(exportAttendeesHealthCsv),
  listMessages: staffProcedure.input(z.void()).query(listMessages),
  markMessageHandled: staffProcedure.input(ZMessageIdInput).mutation(markMessageHandled),
  listUsers: adminProcedure.input(ZUserSearchInput).query(listUsers),
  setUserRole: adminProcedure.input(ZSetRoleInput).mutation(setUserRole),
  auditLog: adminProcedure.input(ZAuditListInput).query(auditLog),
  listInvoices: staffProcedure
    .input(ZInvoiceListInput)
    .output(ZInvoiceListOutput)
    .query(({ ctx, input }) => invoicePage(ctx.db, input.page)),
  organiserSettings: staffProcedure.input(z.void()).output(ZOrganiserSettings).query(({ ctx }) => organiserSettings(ctx.db)),
  saveOrganiserSettings: adminProcedure
    .input(ZOrganiserSettings)
    .mutation(({ ctx, input }) => updateOrganiserSettings(ctx.db, ctx.user.id, input, ctx.clock.now())),
});
