import { pingDatabase, type Db } from "@vyc/db";
import { readSalesFigures, type SalesFigures } from "@vyc/db/stores/sales-figures";
import type { Clock } from "@vyc/domain/shared";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

/** The server's Prometheus metrics, one registry per server. */
export interface ServerMetrics {
  registry: Registry;
  httpRequests: Histogram<"method" | "route" | "status">;
  mailQueue: Gauge;
  mailSent: Counter;
  mailFailures: Counter;
  backgroundTasks: Gauge;
  paymentProviderErrors: Counter<"provider" | "operation">;
}

const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Request rate and latency per route, mail and payment provider health, the process's own figures,
 * and, read from the database at each scrape (so every app server reports the same totals), the
 * orders, tickets sold, live holds and check-ins, with the time that read took.
 */
export function createServerMetrics(db: Db, clock: Clock): ServerMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "vyc_" });
  const dbLatency = new Histogram({
    name: "vyc_db_query_duration_seconds",
    help: "Time the database took to answer the monitoring's queries, measured at each scrape",
    buckets: SECONDS_BUCKETS,
    registers: [registry],
  });
  // A scrape collects every metric at once: the database figures are read once for all of them.
  let reading: Promise<SalesFigures> | null = null;
  const readFigures = (): Promise<SalesFigures> =>
    (reading ??= (async () => {
      const stopPing = dbLatency.startTimer();
      await pingDatabase(db);
      stopPing();
      const stopRead = dbLatency.startTimer();
      const figures = await readSalesFigures(db, clock.now());
      stopRead();
      return figures;
    })().finally(() => {
      reading = null;
    }));
  const figureGauge = (name: string, help: string, pick: (figures: SalesFigures) => number): Gauge =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        this.set(pick(await readFigures()));
      },
    });
  new Gauge({
    name: "vyc_orders",
    help: "Orders per status",
    labelNames: ["status"],
    registers: [registry],
    async collect() {
      const { ordersByStatus } = await readFigures();
      this.reset();
      for (const [status, count] of Object.entries(ordersByStatus)) this.set({ status }, count);
    },
  });
  new Gauge({
    name: "vyc_outbox_messages",
    help: "E-mails and provider refunds still to carry out (pending) and given up after the last attempt (failed)",
    labelNames: ["status"],
    registers: [registry],
    async collect() {
      const { outboxByStatus } = await readFigures();
      for (const [status, count] of Object.entries(outboxByStatus)) this.set({ status }, count);
    },
  });
  figureGauge("vyc_tickets_sold", "Tickets of paid orders", (figures) => figures.ticketsSold);
  figureGauge("vyc_holds_live", "Holds (pending orders) still running", (figures) => figures.holdsLive);
  figureGauge("vyc_seats_held", "Seats kept by the holds still running", (figures) => figures.seatsHeld);
  figureGauge("vyc_tickets_checked_in", "Tickets checked in at a desk", (figures) => figures.checkedIn);
  return {
    registry,
    httpRequests: new Histogram({
      name: "vyc_http_request_duration_seconds",
      help: "HTTP requests answered, per method, route and status, and how long they took",
      labelNames: ["method", "route", "status"],
      buckets: SECONDS_BUCKETS,
      registers: [registry],
    }),
    mailQueue: new Gauge({ name: "vyc_mail_queue_length", help: "E-mails handed to the mail server (or outbox) and not yet accepted", registers: [registry] }),
    mailSent: new Counter({ name: "vyc_mail_sent_total", help: "E-mails accepted by the mail server (or written to the outbox)", registers: [registry] }),
    mailFailures: new Counter({ name: "vyc_mail_failures_total", help: "E-mails that could not be sent", registers: [registry] }),
    backgroundTasks: new Gauge({ name: "vyc_background_tasks_pending", help: "Work still running after its answer went out (confirmation e-mails)", registers: [registry] }),
    paymentProviderErrors: new Counter({
      name: "vyc_payment_provider_errors_total",
      help: "Calls to a payment provider that failed (unreachable, refused or unexpected answer)",
      labelNames: ["provider", "operation"],
      registers: [registry],
    }),
  };
}
