import { type Db } from "@vyc/db";
import { demoEvents } from "@vyc/db/seed";
import { insertEvent } from "./db-lookups";

/** The event of the browser tests that is under way, as a camp is when its desk checks people in. */
export const E2E_DESK_EVENT = { slug: "camp-desk-weekend", name: "Camp Desk Weekend" } as const;

const HOUR = 60 * 60 * 1000;

/** Creates it like the demo camp (same price and forms), started an hour ago and ending in two days. */
export async function seedE2eDeskEvent(db: Db, now: Date): Promise<void> {
  const [camp] = demoEvents(now);
  if (!camp) throw new Error("The demo events have no camp to copy");
  const dateStart = new Date(now.getTime() - HOUR);
  await insertEvent(db, {
    ...camp,
    ...E2E_DESK_EVENT,
    dateStart,
    dateEnd: new Date(now.getTime() + 48 * HOUR),
    registrationDeadline: new Date(now.getTime() + 24 * HOUR),
    expiredRefundDate: dateStart,
    year: dateStart.getUTCFullYear(),
    features: JSON.stringify(camp.features),
    checklist: JSON.stringify(camp.checklist),
    images: JSON.stringify(camp.images),
  });
}
