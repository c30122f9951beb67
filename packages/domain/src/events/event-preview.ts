import { type Db } from "@vyc/db";
import { findEvent } from "@vyc/db/stores/events";
import { readOrganiserSettings } from "@vyc/db/stores/organiser-settings";
import { listTicketTypesOfEvents } from "@vyc/db/stores/ticket-types";
import { ADMIN_MESSAGES, type TPublicEventOutput } from "@vyc/validators";
import { DomainError } from "../shared/errors";
import { seatsTaken } from "./availability";
import { toPublicEventOutput } from "./event-mapper";

/** An event as its public page shows it, published or still a draft: for staff to preview before publishing. */
export async function previewEvent(db: Db, id: number, now: Date): Promise<TPublicEventOutput> {
  const event = await findEvent(db, id);
  if (!event) throw new DomainError("NOT_FOUND", ADMIN_MESSAGES.eventNotFound);
  const [taken, settings, types] = await Promise.all([seatsTaken(db, [id], now), readOrganiserSettings(db), listTicketTypesOfEvents(db, [id])]);
  const typePrices = new Map([[id, (types.get(id) ?? []).map((type) => type.priceMinor)]]);
  return toPublicEventOutput(event, taken.get(id) ?? 0, { now, seatsLeftThreshold: settings.seatsLeftThreshold, typePrices });
}
