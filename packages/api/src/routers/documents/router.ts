import { TRPCError } from "@trpc/server";
import { eventCalendarFile, invoiceFileByNumber, orderCreditNoteFile, orderInvoiceFile, ticketsFile, type DownloadFile } from "@vyc/domain/documents";
import { DOCUMENT_MESSAGES, ZEventRefInput, ZInvoiceNumberInput, ZLocale, ZOrderRefInput, ZTicketsFileInput } from "@vyc/validators";
import { protectedProcedure, publicProcedure, router, staffProcedure } from "../../trpc";

const inLocale = { locale: ZLocale.default("en") };

const found = (file: DownloadFile | null, message: string): DownloadFile => {
  if (!file) throw new TRPCError({ code: "NOT_FOUND", message });
  return file;
};

/**
 * Printable files: invoices (or free orders' registration confirmations), tickets as PDF and
 * events' calendar files. The bytes are served by the server's /files/… routes.
 */
export const documentsRouter = router({
  orderInvoice: protectedProcedure
    .input(ZOrderRefInput.extend(inLocale))
    .query(async ({ ctx, input }) => found(await orderInvoiceFile(ctx.db, input.orderId, { userId: ctx.user.id }, input.locale), DOCUMENT_MESSAGES.orderNotFound)),
  orderTickets: protectedProcedure
    .input(ZTicketsFileInput.extend(inLocale))
    .query(async ({ ctx, input }) => found(await ticketsFile(ctx.db, ctx.config, input.orderId, { userId: ctx.user.id }, input.locale, input.ticketId), DOCUMENT_MESSAGES.orderNotFound)),
  orderCreditNote: protectedProcedure
    .input(ZOrderRefInput.extend({ number: ZInvoiceNumberInput.shape.number, ...inLocale }))
    .query(async ({ ctx, input }) =>
      found(await orderCreditNoteFile(ctx.db, input.orderId, input.number, { userId: ctx.user.id }, input.locale), DOCUMENT_MESSAGES.invoiceNotFound),
    ),
  invoice: staffProcedure
    .input(ZInvoiceNumberInput.extend(inLocale))
    .query(async ({ ctx, input }) => found(await invoiceFileByNumber(ctx.db, input.number, input.locale), DOCUMENT_MESSAGES.invoiceNotFound)),
  staffOrderTickets: staffProcedure
    .input(ZTicketsFileInput.extend(inLocale))
    .query(async ({ ctx, input }) => found(await ticketsFile(ctx.db, ctx.config, input.orderId, "staff", input.locale, input.ticketId), DOCUMENT_MESSAGES.orderNotFound)),
  eventCalendar: publicProcedure
    .input(ZEventRefInput.extend(inLocale))
    .query(async ({ ctx, input }) => found(await eventCalendarFile(ctx.db, input.eventId, ctx.config.publicUrl, input.locale), "Event not found.")),
});
