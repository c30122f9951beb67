import { sql } from "kysely";
import type { Queries } from "../database";

/**
 * What tickets are searched by, folded by the caller as the words were (foldSearchText and
 * searchWords of @vyc/validators). A ticket is found when any of these finds it.
 */
export interface TicketSearch {
  /** Each must start one of the ticket's words (its names' words and its e-mail address). */
  words: readonly string[];
  /** The whole query as the start of one word, e.g. an e-mail address typed in part; null for none. */
  wordStart: string | null;
  orderId: number | null;
  /** A short code in its stored form, on any event. */
  shortCode: string | null;
  /** The exact secret of a scanned QR code. */
  secret: string;
  /** The start of the buyer's account address, in lower case as accounts keep it; null for none. */
  buyerEmailStart: string | null;
}

/** Above every character a word holds: `text <= x < text + AFTER_ALL` is "x starts with text", a range of an index. */
const AFTER_ALL = "\uffff";

/**
 * The ids of the tickets a search finds (a subquery). Each way is answered from an index: the
 * words from TicketSearchWord's key, the order from Ticket's (orderId, number), the short code from
 * (eventId, shortCode) event by event, the secret from its unique index, the buyer from User.email
 * and Order.userId.
 */
export function matchingTicketIds(db: Queries, search: TicketSearch) {
  const q = db.query;
  const startingWith = (start: string) =>
    q.selectFrom("TicketSearchWord").select("ticketId").where("word", ">=", start).where("word", "<", start + AFTER_ALL);
  const tickets = () => q.selectFrom("Ticket").select("Ticket.id as ticketId");
  // A prefix is a range of bytes: PostgreSQL compares the address by byte ("C"), as SQLite does, whatever the database's collation.
  const buyerEmail = db.engine === "postgres" ? sql<string>`${sql.ref("User.email")} COLLATE "C"` : sql.ref<string>("User.email");
  const [first, ...others] = search.words;
  const ways = [
    tickets().where("Ticket.secret", "=", search.secret),
    ...(first === undefined ? [] : [others.reduce((found, word) => found.where("ticketId", "in", startingWith(word)), startingWith(first))]),
    ...(search.wordStart ? [startingWith(search.wordStart)] : []),
    ...(search.orderId === null ? [] : [tickets().where("Ticket.orderId", "=", search.orderId)]),
    ...(search.shortCode === null
      ? []
      : [tickets().where("Ticket.eventId", "in", q.selectFrom("Event").select("id")).where("Ticket.shortCode", "=", search.shortCode)]),
    ...(search.buyerEmailStart
      ? [
          tickets().where(
            "Ticket.orderId",
            "in",
            q
              .selectFrom("Order")
              .select("Order.id")
              .where(
                "Order.userId",
                "in",
                q.selectFrom("User").select("User.id").where(buyerEmail, ">=", search.buyerEmailStart).where(buyerEmail, "<", search.buyerEmailStart + AFTER_ALL),
              ),
          ),
        ]
      : []),
  ];
  return ways.reduce((found, way) => found.union(way));
}

/** Tickets that have no search words, by id after `afterId`: those sold before tickets had them. */
export function listTicketsWithoutSearchWords(db: Queries, afterId: string, take: number): Promise<Array<{ id: string; firstName: string; lastName: string; email: string }>> {
  return db.query
    .selectFrom("Ticket")
    .select(["id", "firstName", "lastName", "email"])
    .where("id", ">", afterId)
    .where((eb) => eb.not(eb.exists(eb.selectFrom("TicketSearchWord").select("ticketId").whereRef("TicketSearchWord.ticketId", "=", "Ticket.id"))))
    .orderBy("id", "asc")
    .limit(take)
    .execute();
}

/** Adds the search words of several tickets, in one statement; a word a ticket already has is kept once. */
export async function insertTicketSearchWords(db: Queries, words: ReadonlyArray<{ ticketId: string; word: string }>): Promise<void> {
  if (words.length === 0) return;
  await db.query
    .insertInto("TicketSearchWord")
    .values([...words])
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}
