import { travellersInOutline } from "@vyc/validators";
import type { Buyer } from "@vyc/testkit/buyers";
import { download, expectOk, firstEvent, request, trpcQuery, type Headers } from "./season-http";
import type { Staff } from "./season-people";

/** One timed run of an operation: its time and how many rows it answered. */
interface Run {
  ms: number;
  rows: number;
}

export interface Operation {
  name: string;
  run(): Promise<Run>;
}

/** A CSV download, timed to its last byte or, with `firstByte`, to its first. */
const csv = (baseUrl: string, path: string, headers: Headers, firstByte = false) => async (): Promise<Run> => {
  const answer = expectOk(path, await download(`${baseUrl}${path}`, headers));
  return { ms: firstByte ? answer.firstByteMs : answer.ms, rows: answer.lines - 1 };
};

const query = <T>(baseUrl: string, path: string, input: unknown, headers: Headers, rows: (data: T) => number) => async (): Promise<Run> => {
  const answer = await trpcQuery<T>(baseUrl, path, input, headers);
  return { ms: answer.ms, rows: rows(answer.data) };
};

interface ManifestOutline {
  arrivals: { hours: { count: number }[] }[];
  departures: { hours: { count: number }[] }[];
  notBooked: number;
  selfTravel: number;
}
const countTickets = (tickets: Record<string, unknown[]> | null): number => Object.values(tickets ?? {}).reduce((sum, list) => sum + list.length, 0);

/** The number of the invoice 51st from the oldest: the cursor of the invoices' last page (the 50 oldest). */
export type LastPageCursor = string | undefined;

/** The back office's, the desk's and the heavy buyer's reads, as their screens call them. */
export function seasonOperations(baseUrl: string, staff: Staff, bigEventId: number, heavy: Buyer, lastInvoicePage: LastPageCursor): Operation[] {
  const web = staff.web;
  return [
    { name: "orders_list_big_event", run: query<unknown[]>(baseUrl, "admin.listOrders", { eventId: bigEventId, page: 1 }, web, (d) => d.length) },
    { name: "attendees_csv_big_event", run: csv(baseUrl, `/api/admin/events/${bigEventId}/attendees.csv`, web) },
    { name: "attendees_csv_first_byte", run: csv(baseUrl, `/api/admin/events/${bigEventId}/attendees.csv`, web, true) },
    {
      name: "manifest_big_event",
      run: query<ManifestOutline>(baseUrl, "admin.manifest", { eventId: bigEventId }, web, (d) => travellersInOutline(d.arrivals) + travellersInOutline(d.departures) + d.notBooked + d.selfTravel),
    },
    {
      name: "manifest_first_page_big_event",
      // The season's buyers all travel by themselves: theirs is the manifest's longest list.
      run: query<{ people: unknown[] }>(baseUrl, "admin.manifestPeople", { eventId: bigEventId, list: "selfTravel" }, web, (d) => d.people.length),
    },
    { name: "manifest_csv_big_event", run: csv(baseUrl, `/api/admin/events/${bigEventId}/manifest.csv`, web) },
    { name: "manifest_csv_first_byte", run: csv(baseUrl, `/api/admin/events/${bigEventId}/manifest.csv`, web, true) },
    { name: "dashboard", run: query<{ events: unknown[] }>(baseUrl, "admin.dashboard", undefined, web, (d) => d.events.length) },
    {
      name: "checkin_live_panel",
      run: async () => {
        const first = await firstEvent(`${baseUrl}/api/admin/events/${bigEventId}/check-ins/live`, web);
        return { ms: first.ms, rows: (JSON.parse(first.data) as { checkedIn: number }).checkedIn };
      },
    },
    {
      name: "heavy_buyer_rest_user_tickets",
      run: async () => {
        const answer = expectOk("/api/user/tickets", await request(`${baseUrl}/api/user/tickets`, heavy.headers));
        return { ms: answer.ms, rows: countTickets((JSON.parse(answer.text) as { tickets: Record<string, unknown[]> | null }).tickets) };
      },
    },
    { name: "heavy_buyer_trpc_account_tickets", run: query<{ tickets: Record<string, unknown[]> }>(baseUrl, "account.tickets", undefined, heavy.headers, (d) => countTickets(d.tickets)) },
    { name: "invoices_last_page", run: query<{ items: unknown[] }>(baseUrl, "admin.listInvoices", lastInvoicePage ? { before: lastInvoicePage } : {}, web, (d) => d.items.length) },
    { name: "desk_search_by_email", run: query<unknown[]>(baseUrl, "kiosk.searchTickets", { query: heavy.email }, staff.desk, (d) => d.length) },
    { name: "audit_log", run: query<{ entries: unknown[] }>(baseUrl, "admin.auditLog", {}, web, (d) => d.entries.length) },
  ];
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** One warm-up run, then the median of `runs` runs. */
export async function timeOperation(operation: Operation, runs = 5): Promise<{ p50: number; rows: number }> {
  await operation.run();
  const results: Run[] = [];
  for (let i = 0; i < runs; i++) results.push(await operation.run());
  return { p50: median(results.map((r) => r.ms)), rows: results.at(-1)?.rows ?? 0 };
}
