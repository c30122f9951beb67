import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { CompiledQuery, sql, type KyselyPlugin } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@vyc/testkit/test-database";
import { countDiscountReservations, createDb, listDiscountsForAdmin, searchDeskTickets, type Db, type Queries, type TicketSearch } from "@vyc/db";

/** The tables that grow with every sale: a hot query reads them through an index, never from end to end. */
const BIG_TABLES = ["Ticket", "Order", "TicketSearchWord", "CheckIn"];

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
  Plans?: PlanNode[];
}

/** The big tables a PostgreSQL plan reads from end to end: a sequential scan, or an index read from end to end (no condition on its key). */
function scannedIn(node: PlanNode): string[] {
  const table = node["Relation Name"] ?? "";
  const children = node.Plans ?? [];
  const whole =
    node["Node Type"] === "Seq Scan" ||
    ((node["Node Type"] === "Index Scan" || node["Node Type"] === "Index Only Scan") && node["Index Cond"] === undefined) ||
    (node["Node Type"] === "Bitmap Heap Scan" && !children.some((child) => child["Index Cond"] !== undefined));
  return [...(whole && BIG_TABLES.includes(table) ? [table] : []), ...children.flatMap(scannedIn)];
}

/**
 * The big tables a statement's plan reads from end to end. SQLite: "SCAN <table>" (of the table or
 * of one of its indexes) in EXPLAIN QUERY PLAN, where an index lookup says "SEARCH". PostgreSQL: see scannedIn, with sequential scans made as dear as they go,
 * so that an empty test table is planned as a big one would be.
 */
async function tablesScanned(statement: CompiledQuery): Promise<string[]> {
  if (db.engine === "sqlite") {
    const plan = await db.query.executeQuery<{ detail: string }>(CompiledQuery.raw(`EXPLAIN QUERY PLAN ${statement.sql}`, [...statement.parameters]));
    return plan.rows.flatMap((row) => BIG_TABLES.filter((table) => new RegExp(`^SCAN ${table}\\b`).test(row.detail)));
  }
  return db.query.connection().execute(async (connection) => {
    await sql`SET enable_seqscan = off`.execute(connection);
    try {
      const plan = await connection.executeQuery<{ "QUERY PLAN": Array<{ Plan: PlanNode }> }>(CompiledQuery.raw(`EXPLAIN (FORMAT JSON) ${statement.sql}`, [...statement.parameters]));
      return (plan.rows[0]?.["QUERY PLAN"] ?? []).flatMap((root) => scannedIn(root.Plan));
    } finally {
      await sql`SET enable_seqscan = on`.execute(connection);
    }
  });
}

const search = (over: Partial<TicketSearch>): TicketSearch => ({ words: [], wordStart: null, orderId: null, shortCode: null, secret: "x", buyerEmailStart: null, ...over });
const now = new Date("2030-01-01T00:00:00Z");

describe("hot queries read the big tables through their indexes", () => {
  it.each([
    ["the desk's search by name", (q: Queries) => searchDeskTickets(q, search({ words: ["nguyen", "anh"] }), 20)],
    ["the desk's search by e-mail", (q: Queries) => searchDeskTickets(q, search({ wordStart: "anh.ng", buyerEmailStart: "anh.ng" }), 20)],
    ["the desk's search by order number and short code", (q: Queries) => searchDeskTickets(q, search({ orderId: 42, shortCode: "ABCD2345" }), 20)],
    ["a discount's live holds", (q: Queries) => countDiscountReservations(q, "discount-1", now)],
    ["the discounts list with each one's paid orders", (q: Queries) => listDiscountsForAdmin(q)],
  ])("%s", async (_name, work) => {
    const statements = await statementsOf(work);
    expect(statements.length).toBeGreaterThan(0);
    for (const statement of statements) expect({ sql: statement.sql, scans: await tablesScanned(statement) }).toEqual({ sql: statement.sql, scans: [] });
  });
});
