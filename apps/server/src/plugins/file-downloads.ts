import type { Services } from "@vyc/api";
import type { DownloadFile } from "@vyc/domain/documents";
import { isLocale, pickLocale, type Locale } from "@vyc/i18n";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { callAdmin } from "./admin-caller";

type Caller = Parameters<Parameters<typeof callAdmin>[3]>[0];
type Request = FastifyRequest<{ Params: Record<string, string>; Querystring: { lang?: string; download?: string } }>;

/** "invoice-2027-000123.pdf" with nothing that could break out of the header's quotes. */
const safeFilename = (name: string): string => name.replace(/[^\w.-]/g, "_");

/** The language asked for by `?lang=`, else the browser's. */
const localeOf = (request: Request): Locale => (isLocale(request.query.lang) ? request.query.lang : pickLocale(request.headers["accept-language"]));

/**
 * Downloads of printable files, through the documents procedures with the request's session (so
 * each keeps its own permission check): a buyer's invoice and tickets, staff's copies of any
 * invoice (credit notes included) and order, a buyer's credit notes, and an event's calendar file. PDFs open in the browser unless `?download` is given.
 */
export async function registerFileDownloads(app: FastifyInstance, services: Services): Promise<void> {
  const serve = (path: string, load: (caller: Caller, request: Request, locale: Locale) => Promise<DownloadFile>) =>
    app.get(path, async (request: Request, reply: FastifyReply) => {
      const file = await callAdmin(services, request, reply, (caller) => load(caller, request, localeOf(request)));
      if (!file) return reply;
      const disposition = file.contentType === "application/pdf" && request.query.download === undefined ? "inline" : "attachment";
      return reply
        .type(file.contentType)
        .header("cache-control", "no-store")
        .header("content-disposition", `${disposition}; filename="${safeFilename(file.filename)}"`)
        .send(file.body);
    });

  const orderId = (request: Request) => Number(request.params.orderId);
  serve("/files/orders/:orderId/invoice.pdf", (caller, request, locale) => caller.documents.orderInvoice({ orderId: orderId(request), locale }));
  serve("/files/orders/:orderId/tickets.pdf", (caller, request, locale) => caller.documents.orderTickets({ orderId: orderId(request), locale }));
  serve("/files/orders/:orderId/tickets/:ticketId.pdf", (caller, request, locale) =>
    caller.documents.orderTickets({ orderId: orderId(request), ticketId: request.params.ticketId, locale }),
  );
  serve("/files/orders/:orderId/credit-notes/:number.pdf", (caller, request, locale) =>
    caller.documents.orderCreditNote({ orderId: orderId(request), number: String(request.params.number), locale }),
  );
  serve("/files/admin/invoices/:number.pdf", (caller, request, locale) => caller.documents.invoice({ number: String(request.params.number), locale }));
  serve("/files/admin/orders/:orderId/tickets.pdf", (caller, request, locale) => caller.documents.staffOrderTickets({ orderId: orderId(request), locale }));
  serve("/files/events/:eventId/calendar.ics", (caller, request, locale) => caller.documents.eventCalendar({ eventId: Number(request.params.eventId), locale }));
}
