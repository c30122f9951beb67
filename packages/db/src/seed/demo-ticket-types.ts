import type { Queries } from "../database";
import { insertDefaultTicketType, insertTicketType } from "../stores/ticket-types";

const DAY = 24 * 60 * 60 * 1000;

/** The summer camp's early-bird type: cheaper, for the first 30 campers, until six weeks after seeding. */
const DEMO_EARLY_BIRD = { name: "Early bird", nameVi: "Đăng ký sớm", priceMinor: 42000, quota: 30, weeksOnSale: 6 } as const;

/**
 * A new demo event's ticket types: the summer camp sells "Camper" (its price) and "Early bird";
 * every other event its one default type.
 */
export async function seedDemoTicketTypes(db: Queries, event: { id: number; slug: string; priceMinor: number }, now: Date): Promise<void> {
  if (event.slug !== "identity-summer-camp-germany") {
    await insertDefaultTicketType(db, event.id, event.priceMinor, now);
    return;
  }
  await insertDefaultTicketType(db, event.id, event.priceMinor, now, { en: "Camper", vi: "Trại sinh" });
  const { name, nameVi, priceMinor, quota, weeksOnSale } = DEMO_EARLY_BIRD;
  await insertTicketType(db, event.id, { name, nameVi, priceMinor, quota, saleStartsAt: null, saleEndsAt: new Date(now.getTime() + weeksOnSale * 7 * DAY), deskSells: false }, now);
}
