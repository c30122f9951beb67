import type { Queries } from "./database";
import { insertTicketSearchWords, listTicketsWithoutSearchWords } from "./stores/ticket-search";

/** The folded words a ticket is found by (ticketSearchWords of @vyc/validators). */
export type TicketSearchWordsOf = (ticket: { firstName: string; lastName: string; email: string }) => string[];

/** Tickets read and given their words at a time. */
const BATCH_SIZE = 500;

/**
 * Gives the tickets that have no search words (sold before tickets had them) their words, a batch
 * at a time in id order; the number of tickets read. Tickets that have words are left as they are,
 * so running it again only finds those still without (an erased attendee's, which have none).
 */
export async function backfillTicketSearchWords(db: Queries, wordsOf: TicketSearchWordsOf): Promise<number> {
  let read = 0;
  for (let afterId = ""; ; ) {
    const tickets = await listTicketsWithoutSearchWords(db, afterId, BATCH_SIZE);
    const last = tickets.at(-1);
    if (!last) return read;
    await insertTicketSearchWords(db, tickets.flatMap((ticket) => [...new Set(wordsOf(ticket))].map((word) => ({ ticketId: ticket.id, word }))));
    read += tickets.length;
    afterId = last.id;
  }
}
