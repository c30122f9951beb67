import { type Queries } from "@vyc/db";
import { listHolderOrderIds, saveEventJoinLink } from "@vyc/db/stores/event-join-links";
import { enqueueOutboxMessages } from "@vyc/db/stores/outbox";
import { joinLinkMessage } from "../outbox/outbox-messages";
import { openText, sealText } from "../privacy/sealed-data";

/**
 * Writes an online event's join link sealed, inside the caller's transaction, when it differs from
 * the stored one; a new link is e-mailed to the buyer of every paid order of the event (outbox rows
 * of the same transaction). True when the link changed.
 */
export async function changeJoinLink(sql: Queries, eventId: number, storedLink: string | null, link: string, now: Date): Promise<boolean> {
  if ((openText(storedLink) ?? "") === link) return false;
  await saveEventJoinLink(sql, eventId, sealText(link), now);
  if (link !== "") await enqueueOutboxMessages(sql, (await listHolderOrderIds(sql, eventId)).map(joinLinkMessage), now);
  return true;
}
