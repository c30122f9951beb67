import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { CompiledQuery, sql, type KyselyPlugin } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@vyc/testkit/test-database";
import { createDb, type Db, type Queries } from "@vyc/db";
import { listAuditEntries } from "@vyc/db/stores/audit";
import { listEventRevenue, listEventSales, listTicketsPerDay, readCheckInProgress } from "@vyc/db/stores/dashboard";
import { searchDeskTickets } from "@vyc/db/stores/desk-tickets";
import { countDiscountReservations, listDiscountsForAdmin } from "@vyc/db/stores/discounts";
import { listInvoices } from "@vyc/db/stores/invoices";
import { countTravellersByHour, countUnplanned, listTravellers, listUnplanned } from "@vyc/db/stores/manifest";
import { countPaidOrdersByEvent, listOrdersForAdmin } from "@vyc/db/stores/order-listings";
import { readSalesFigures } from "@vyc/db/stores/sales-figures";
import { type TicketSearch } from "@vyc/db/stores/ticket-search";
import { countSoldPerTicketType } from "@vyc/db/stores/ticket-types";
import { listEventTicketsByName } from "@vyc/db/stores/tickets";

/** The tables that grow with every sale: a hot query reads them through an index, never from end to end. */
const BIG_TABLES = ["Ticket", "Order", "TicketSearchWord", "CheckIn", "Invoice", "AuditLog"];

let dir: string;
let database: TestDatabase;
let db: Db;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "vyc-plans-"));
  database = await createTestDatabase(dir);
  db = createDb(database.url);
});
afterAll(async () => {
  await db.close();
  await database.drop();
  rmSync(dir, { recursive: true, force: true });
});

/** The statements `work` sends, compiled as the engine receives them. */
async function statementsOf(work: (queries: Queries) => Promise<unknown>): Promise<CompiledQuery[]> {
  const sent: CompiledQuery[] = [];
  const capture: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      sent.push(db.query.getExecutor().compileQuery(node, queryId));
      return node;
    },
    transformResult: ({ result }) => Promise.resolve(result),
  };
  await work({ engine: db.engine, query: db.query.withPlugin(capture) });
  return sent;
}

/** A node of PostgreSQL's EXPLAIN (FORMAT JSON). */
interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Cond"?: string;
  "Index Name"?: string;
  Plans?: PlanNode[];
}

/** A statement's plan: SQLite's EXPLAIN QUERY PLAN lines, or PostgreSQL's plan trees. */
type Plan = { engine: "sqlite"; details: string[] } | { engine: "postgres"; roots: PlanNode[] };

/** PostgreSQL's plan is made with sequential scans as dear as they go, so that an empty test table is planned as a big one would be. */
async function planOf(statement: CompiledQuery): Promise<Plan> {
  if (db.engine === "sqlite") {
    const plan = await db.query.executeQuery<{ detail: string }>(CompiledQuery.raw(`EXPLAIN QUERY PLAN ${statement.sql}`, [...statement.parameters]));
    return { engine: "sqlite", details: plan.rows.map((row) => row.detail) };
  }
  return db.query.connection().execute(async (connection) => {
    await sql`SET enable_seqscan = off`.execute(connection);
    try {
      const plan = await connection.executeQuery<{ "QUERY PLAN": Array<{ Plan: PlanNode }> }>(CompiledQuery.raw(`EXPLAIN (FORMAT JSON) ${statement.sql}`, [...statement.parameters]));
      return { engine: "postgres", roots: (plan.rows[0]?.["QUERY PLAN"] ?? []).map((root) => root.Plan) };
    } finally {
      await sql`SET enable_seqscan = on`.execute(connection);
    }
  });
}

/** Every node of a PostgreSQL plan tree. */
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/** Whether a PostgreSQL node reads its table from end to end: a sequential scan, or an index read with no condition on its key. */
function readsWhole(node: PlanNode): boolean {
  const children = node.Plans ?? [];
  return (
    node["Node Type"] === "Seq Scan" ||
    ((node["Node Type"] === "Index Scan" || node["Node Type"] === "Index Only Scan") && node["Index Cond"] === undefined) ||
    (node["Node Type"] === "Bitmap Heap Scan" && !children.some((child) => child["Index Cond"] !== undefined))
  );
}

/** SQLite's plan names a table by its alias when the statement gives it one ("Order" as "o"). */
function namesOf(statement: CompiledQuery, table: string): string[] {
  return [table, ...[...statement.sql.matchAll(new RegExp(`"${table}" as "(\\w+)"`, "g"))].map((match) => match[1] ?? table)];
}

/** Whether a line of SQLite's plan reads `table` (by its name or an alias), with one of these `ways` ("SCAN", "SEARCH"). */
const isReadOf = (statement: CompiledQuery, table: string, ways: string[]) => (detail: string) =>
  namesOf(statement, table).some((name) => new RegExp(`^(${ways.join("|")}) ${name}\\b`).test(detail));

/**
 * The big tables a statement's plan reads from end to end. SQLite: "SCAN <table>" (of the table or
 * of one of its indexes), where an index lookup says "SEARCH". PostgreSQL: see readsWhole.
 */
async function tablesScanned(statement: CompiledQuery): Promise<string[]> {
  const plan = await planOf(statement);
  if (plan.engine === "sqlite") return plan.details.flatMap((detail) => BIG_TABLES.filter((table) => isReadOf(statement, table, ["SCAN"])(detail)));
  return plan.roots
    .flatMap(nodesOf)
    .filter((node) => readsWhole(node) && BIG_TABLES.includes(node["Relation Name"] ?? ""))
    .map((node) => node["Relation Name"] ?? "");
}

/** How a statement's plan reads `table`: SQLite's lines about it, PostgreSQL's node types on it. */
async function readsOf(statement: CompiledQuery, table: string): Promise<string[]> {
  const plan = await planOf(statement);
  if (plan.engine === "sqlite") return plan.details.filter(isReadOf(statement, table, ["SCAN", "SEARCH"]));
  return plan.roots
    .flatMap(nodesOf)
    .filter((node) => node["Relation Name"] === table)
    .map((node) => node["Node Type"]);
}

const search = (over: Partial<TicketSearch>): TicketSearch => ({ words: [], wordStart: null, orderId: null, shortCode: null, secret: "x", buyerEmailStart: null, ...over });
const now = new Date("2030-01-01T00:00:00Z");

interface HotQuery {
  name: string;
  work: (queries: Queries) => Promise<unknown>;
  /** The big tables each statement reads whole by design (a total of everything), by the statement's place; none when left out. */
  wholeReads?: string[][];
}

const HOT_QUERIES: HotQuery[] = [
  { name: "the desk's search by name", work: (q) => searchDeskTickets(q, search({ words: ["nguyen", "anh"] }), 20) },
  { name: "the desk's search by e-mail", work: (q) => searchDeskTickets(q, search({ wordStart: "anh.ng", buyerEmailStart: "anh.ng" }), 20) },
  { name: "the desk's search by order number and short code", work: (q) => searchDeskTickets(q, search({ orderId: 42, shortCode: "ABCD2345" }), 20) },
  { name: "a discount's live holds", work: (q) => countDiscountReservations(q, "discount-1", now) },
  { name: "the discounts list with each one's paid orders", work: (q) => listDiscountsForAdmin(q) },
  { name: "an event's check-in progress", work: (q) => readCheckInProgress(q, 1, 10) },
  { name: "the monitoring's figures, past its orders per status", work: (q) => readSalesFigures(q, now), wholeReads: [["Order"]] },
  { name: "the dashboard's events", work: (q) => listEventSales(q, now, now) },
  { name: "the dashboard's money kept per event and currency", work: (q) => listEventRevenue(q, [1, 2]) },
  { name: "the dashboard's tickets per day", work: (q) => listTicketsPerDay(q, [1, 2]) },
  { name: "the dashboard's tickets sold per type", work: (q) => countSoldPerTicketType(q, [1, 2]) },
  { name: "the dashboard's paid orders per event", work: (q) => countPaidOrdersByEvent(q, [1, 2]) },
  { name: "an event's orders in one status", work: (q) => listOrdersForAdmin(q, { eventId: 1, status: "paid", page: 3, pageSize: 50 }) },
  { name: "an event's orders none of whose tickets is checked in", work: (q) => listOrdersForAdmin(q, { eventId: 1, checkedIn: "no", page: 1, pageSize: 50 }) },
  { name: "the invoices' page before a number, past their total", work: (q) => listInvoices(q, { before: { year: 2030, sequence: 500 }, limit: 50 }), wholeReads: [["Invoice"]] },
  { name: "the invoices' page after a number, past their total", work: (q) => listInvoices(q, { after: { year: 2030, sequence: 500 }, limit: 50 }), wholeReads: [["Invoice"]] },
  { name: "the audit log's page after an entry", work: (q) => listAuditEntries(q, { after: { createdAt: now, id: "a" }, take: 50 }) },
  { name: "a page of an event's attendee export", work: (q) => listEventTicketsByName(q, 1, { lastName: "Nguyen", firstName: "An", orderId: 7, number: 2 }, 500) },
  { name: "the audit log of one event", work: (q) => listAuditEntries(q, { eventId: 1, take: 50 }) },
  { name: "a page of an event's arrivals after a ticket", work: (q) => listTravellers(q, 1, "arrival", "ticket-1", 200) },
  { name: "a page of an event's departures", work: (q) => listTravellers(q, 1, "departure", null, 200) },
  { name: "a page of an event's attendees not booked yet after a ticket", work: (q) => listUnplanned(q, 1, "notBooked", "ticket-1", 200) },
  { name: "an event's arrivals by hour", work: (q) => countTravellersByHour(q, 1, "arrival") },
  { name: "an event's attendees travelling by themselves, counted", work: (q) => countUnplanned(q, 1, "selfTravel") },
];

describe("hot queries read the big tables through their indexes", () => {
  it.each(HOT_QUERIES)("$name", async ({ work, wholeReads = [] }) => {
    const statements = await statementsOf(work);
    expect(statements.length).toBeGreaterThan(0);
    for (const [at, statement] of statements.entries()) {
      expect({ sql: statement.sql, scans: await tablesScanned(statement) }).toEqual({ sql: statement.sql, scans: wholeReads[at] ?? [] });
    }
  });

  it("reads an event's check-in figures from its counters, never from the tickets or check-ins", async () => {
    const [counts, perDesk] = await statementsOf((q) => readCheckInProgress(q, 1, 10));
    if (!counts || !perDesk) throw new Error("the check-in progress sent too few statements");
    for (const statement of [counts, perDesk]) {
      expect(await readsOf(statement, "Ticket")).toEqual([]);
      expect(await readsOf(statement, "CheckIn")).toEqual([]);
    }
  });

  it("counts an event's travellers by hour and its unplanned attendees from the tickets' index, without reading the tickets (SQLite)", async () => {
    const statements = await statementsOf(async (q) => {
      await countTravellersByHour(q, 1, "arrival");
      await countTravellersByHour(q, 1, "departure");
      await countUnplanned(q, 1, "notBooked");
      await countUnplanned(q, 1, "selfTravel");
    });
    expect(statements).toHaveLength(4);
    for (const statement of statements) {
      const plan = await planOf(statement);
      if (plan.engine === "sqlite") expect(plan.details.filter(isReadOf(statement, "Ticket", ["SCAN", "SEARCH"]))).toEqual([expect.stringMatching(/USING COVERING INDEX/)]);
      else expect(await tablesScanned(statement)).toEqual([]);
    }
  });

  it("reads an event's latest scans in the order of the check-ins' (eventId, scannedAt, id) index, without sorting them", async () => {
    const [, , scans] = await statementsOf((q) => readCheckInProgress(q, 1, 10));
    if (!scans) throw new Error("the check-in progress sent no statement for its latest scans");
    const plan = await planOf(scans);
    if (plan.engine === "sqlite") {
      expect(plan.details.filter(isReadOf(scans, "CheckIn", ["SEARCH"]))).toEqual([expect.stringMatching(/USING INDEX CheckIn_eventId_scannedAt_id_idx/)]);
      expect(plan.details.filter((detail) => detail.includes("TEMP B-TREE"))).toEqual([]);
    } else {
      const nodes = plan.roots.flatMap(nodesOf);
      expect(nodes.filter((node) => node["Relation Name"] === "CheckIn").map((node) => node["Index Name"])).toEqual(["CheckIn_eventId_scannedAt_id_idx"]);
      expect(nodes.filter((node) => node["Node Type"].includes("Sort"))).toEqual([]);
    }
  });
});
