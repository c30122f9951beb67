import { cancelPendingOrder, checkInLive, createDiscount, createEvent, deactivateDiscount, exportAttendeesCsv, exportManifestCsv, exportMoneyReportCsv, getAdminEvent, getOrderDetail, listAdminEvents, listAuditLog, listContactMessages, listDiscounts, listEventOrders, listUsers, loadManifestPeople, loadManifestSummary, loadManifestTravellers, markMessageHandled, moneyReportSummary, resendOrderConfirmation, salesDashboard, setEventPublished, setEventRegistrable, setUserRole, staffLocale, storeEventImage, updateEvent } from "@vyc/domain/admin";
import { invoicePage, organiserSettings, updateOrganiserSettings } from "@vyc/domain/documents";
import { previewEvent } from "@vyc/domain/events";
import { listTroubledOutbox, sendOutboxMessageAgain } from "@vyc/domain/outbox";
import {
  ZAdminEventIdInput,
  ZManifestPeopleInput,
  ZManifestTravellersInput,
  ZAdminOrderIdInput,
  ZAdminOrdersInput,
  ZAuditListInput,
  ZCsvLanguage,
  ZCheckInLive,
  ZDashboard,
  ZDiscountIdInput,
  ZDiscountInput,
  ZEventFlagInput,
  ZEventInput,
  ZEventUpdateInput,
  ZInvoiceListInput,
  ZInvoiceListOutput,
  ZMessageIdInput,
  ZMoneyReportCsvInput,
  ZMoneyReportInput,
  ZMoneyReportSummary,
  ZOrganiserSettings,
  ZOutboxMessageIdInput,
  ZOutboxMessageList,
  ZPublicEventOutput,
  ZSetRoleInput,
  ZUserSearchInput,
} from "@vyc/validators";
import { z } from "zod";
import { adminProcedure, router, staffProcedure } from "../../trpc";

/** The organisers' back office: staff run events, codes, orders, logistics and the inbox; admins also roles and the audit log. */
export const adminRouter = router({
  dashboard: staffProcedure.output(ZDashboard).query(({ ctx }) => salesDashboard(ctx.db, ctx.clock.now())),
  checkInLive: staffProcedure
    .input(ZAdminEventIdInput)
    .output(ZCheckInLive)
    .query(({ ctx, input }) => checkInLive(ctx.db, input.eventId)),
  listEvents: staffProcedure.input(z.void()).query(({ ctx }) => listAdminEvents(ctx.db, ctx.clock.now())),
  getEvent: staffProcedure.input(ZAdminEventIdInput).query(({ ctx, input }) => getAdminEvent(ctx.db, input.eventId, ctx.clock.now())),
  /** The event's public page as visitors will see it, draft or published: staff preview it before publishing. */
  previewEvent: staffProcedure
    .input(ZAdminEventIdInput)
    .output(ZPublicEventOutput)
    .query(({ ctx, input }) => previewEvent(ctx.db, input.eventId, ctx.clock.now())),
  createEvent: staffProcedure.input(ZEventInput).mutation(({ ctx, input }) => createEvent(ctx.db, ctx.user.id, input, ctx.clock.now())),
  updateEvent: staffProcedure.input(ZEventUpdateInput).mutation(({ ctx, input }) => updateEvent(ctx.db, ctx.user.id, input, ctx.clock.now())),
  setEventPublished: staffProcedure
    .input(ZEventFlagInput)
    .mutation(({ ctx, input }) => setEventPublished(ctx.db, ctx.user.id, input.id, input.value, ctx.clock.now())),
  setEventRegistrable: staffProcedure
    .input(ZEventFlagInput)
    .mutation(({ ctx, input }) => setEventRegistrable(ctx.db, ctx.user.id, input.id, input.value, ctx.clock.now())),
  /** Raw image bytes: only the server's POST /api/admin/uploads route can pass them (JSON cannot). */
  storeImage: staffProcedure
    .input(z.object({ bytes: z.custom<Buffer>((v) => Buffer.isBuffer(v), "Send the image bytes.") }))
    .mutation(({ ctx, input }) => storeEventImage(ctx.db, ctx.config.uploadDir, ctx.user.id, input.bytes, ctx.clock.now())),
  listDiscounts: staffProcedure.input(z.void()).query(({ ctx }) => listDiscounts(ctx.db)),
  createDiscount: staffProcedure.input(ZDiscountInput).mutation(({ ctx, input }) => createDiscount(ctx.db, ctx.user.id, input, ctx.clock.now())),
  deactivateDiscount: staffProcedure.input(ZDiscountIdInput).mutation(({ ctx, input }) => deactivateDiscount(ctx.db, ctx.user.id, input.id, ctx.clock.now())),
  listOrders: staffProcedure.input(ZAdminOrdersInput).query(({ ctx, input }) => listEventOrders(ctx.db, input)),
  getOrder: staffProcedure.input(ZAdminOrderIdInput).query(({ ctx, input }) => getOrderDetail(ctx.db, input.orderId)),
  cancelOrder: staffProcedure.input(ZAdminOrderIdInput).mutation(({ ctx, input }) => cancelPendingOrder(ctx.db, ctx.user.id, input.orderId, ctx.clock.now())),
  resendConfirmation: staffProcedure
    .input(ZAdminOrderIdInput)
    .mutation(({ ctx, input }) => resendOrderConfirmation({ db: ctx.db, mailer: ctx.mailer, publicUrl: ctx.config.publicUrl, images: ctx.config }, ctx.user.id, input.orderId, ctx.clock.now())),
  /** The logistics manifest's outline; its lists come a page at a time from manifestTravellers and manifestPeople. */
  manifest: staffProcedure.input(ZAdminEventIdInput).query(({ ctx, input }) => loadManifestSummary(ctx.db, input.eventId)),
  manifestTravellers: staffProcedure.input(ZManifestTravellersInput).query(({ ctx, input }) => loadManifestTravellers(ctx.db, input.eventId, input.journey, input.cursor ?? null)),
  manifestPeople: staffProcedure.input(ZManifestPeopleInput).query(({ ctx, input }) => loadManifestPeople(ctx.db, input.eventId, input.list, input.cursor ?? null)),
  /** CSV downloads: their lines come as an async iterable, streamed as text/csv by the server's /api/admin/events/{id}/… routes. */
  exportAttendeesCsv: staffProcedure
    .input(ZAdminEventIdInput.merge(ZCsvLanguage))
    .mutation(async ({ ctx, input }) => exportAttendeesCsv(ctx.db, ctx.user.id, input.eventId, ctx.clock.now(), await staffLocale(ctx.db, ctx.user.id, input.lang))),
  exportManifestCsv: staffProcedure
    .input(ZAdminEventIdInput.merge(ZCsvLanguage))
    .mutation(async ({ ctx, input }) => exportManifestCsv(ctx.db, ctx.user.id, input.eventId, ctx.clock.now(), await staffLocale(ctx.db, ctx.user.id, input.lang))),
  /** The attendees with their health notes, for the camp's medical lead; each download is in the audit log. */
  exportAttendeesHealthCsv: staffProcedure
    .input(ZAdminEventIdInput.merge(ZCsvLanguage))
    .mutation(async ({ ctx, input }) => exportAttendeesCsv(ctx.db, ctx.user.id, input.eventId, ctx.clock.now(), await staffLocale(ctx.db, ctx.user.id, input.lang), true)),
  /** The treasurer's money per event for a period and currency. */
  moneyReport: staffProcedure.input(ZMoneyReportInput).output(ZMoneyReportSummary).query(({ ctx, input }) => moneyReportSummary(ctx.db, input)),
  /** A money report's CSV (payments, refunds, invoices or credit notes), served as text/csv by the server's /api/admin/reports/… route. */
  exportMoneyReportCsv: staffProcedure
    .input(ZMoneyReportCsvInput)
    .mutation(async ({ ctx, input }) => exportMoneyReportCsv(ctx.db, input, await staffLocale(ctx.db, ctx.user.id, input.lang))),
  listMessages: staffProcedure.input(z.void()).query(({ ctx }) => listContactMessages(ctx.db)),
  markMessageHandled: staffProcedure.input(ZMessageIdInput).mutation(({ ctx, input }) => markMessageHandled(ctx.db, ctx.user.id, input.id, ctx.clock.now())),
  /** The e-mails and refunds that keep failing to go out; staff send one again once its cause is fixed. */
  troubledOutbox: staffProcedure.input(z.void()).output(ZOutboxMessageList).query(({ ctx }) => listTroubledOutbox(ctx.db)),
  sendOutboxMessageAgain: staffProcedure.input(ZOutboxMessageIdInput).mutation(async ({ ctx, input }) => {
    await sendOutboxMessageAgain(ctx.db, ctx.user.id, input.id, ctx.clock.now());
    ctx.outbox.kick();
  }),
  listUsers: adminProcedure.input(ZUserSearchInput).query(({ ctx, input }) => listUsers(ctx.db, input)),
  setUserRole: adminProcedure.input(ZSetRoleInput).mutation(({ ctx, input }) => setUserRole(ctx.db, ctx.user.id, input, ctx.clock.now())),
  auditLog: adminProcedure.input(ZAuditListInput).query(({ ctx, input }) => listAuditLog(ctx.db, input)),
  listInvoices: staffProcedure
    .input(ZInvoiceListInput)
    .output(ZInvoiceListOutput)
    .query(({ ctx, input }) => invoicePage(ctx.db, input)),
  organiserSettings: staffProcedure.input(z.void()).output(ZOrganiserSettings).query(({ ctx }) => organiserSettings(ctx.db)),
  saveOrganiserSettings: adminProcedure
    .input(ZOrganiserSettings)
    .mutation(({ ctx, input }) => updateOrganiserSettings(ctx.db, ctx.user.id, input, ctx.clock.now())),
});
