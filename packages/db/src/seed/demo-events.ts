import { randomUUID } from "node:crypto";
import type { Queries } from "../database";
import { demoEventVi } from "./demo-event-vi";
import { seedDemoQuestions } from "./demo-questions";
import { seedDemoTicketTypes } from "./demo-ticket-types";

export { DEMO_JOIN_LINK, seedDemoJoinLink } from "./demo-join-link";

const DAY = 24 * 60 * 60 * 1000;

const at = (base: Date, days: number, hour = 9): Date => {
  const d = new Date(base.getTime() + days * DAY);
  d.setUTCHours(hour, 0, 0, 0);
  return d;
};

/** Demo events placed relative to the day the database is first seeded, so they stay meaningful. */
export function demoEvents(now: Date) {
  const camp = { start: at(now, 230), end: at(now, 237, 16) };
  const seminar = { start: at(now, 110), end: at(now, 112, 17) };
  const online = { start: at(now, 45, 18), end: at(now, 45, 20) };
  const closed = { start: at(now, 75), end: at(now, 77, 15) };
  const past = { start: at(now, -130), end: at(now, -123, 15) };
  return [
    {
      slug: "identity-summer-camp-germany",
      name: "Identity Summer Camp Germany",
      eventCategory: "Summer Camp",
      description:
        "A week by the lake near Berlin for young people of Vietnamese heritage from all over Europe. Workshops on language, history and identity, evenings of music and food, and friendships that last long after the camp fire goes out. Accommodation, meals and all activities are included.",
      isOnline: false,
      isPublic: false,
      place: "Jugendherberge Am Wannsee",
      location: "Badeweg 1, 14129 Berlin, Germany",
      features: ["7 days, 6 nights", "Accommodation and all meals", "Workshops in Vietnamese and English", "Airport shuttle on arrival day"],
      dateStart: camp.start,
      dateEnd: camp.end,
      priceMinor: 49000,
      currency: "EUR",
      capacity: 120,
      registrationDeadline: at(now, 200, 23),
      isRegistrable: true,
      checklist: ["Passport or ID card", "Sleeping bag", "Swimwear", "Rain jacket", "A dish from your home region for the culture night"],
      images: ["/images/camp-lake.svg", "/images/camp-fire.svg", "/images/camp-hike.svg"],
      label: "VYC Camp",
      expiredRefundDate: at(now, 190, 23),
      timeZone: "Europe/Berlin",
    },
    {
      slug: "activism-seminar-toronto",
      name: "Activism Seminar for Social Impact",
      eventCategory: "Seminar",
      description:
        "Three days in Toronto with community organisers, journalists and founders of the diaspora. Learn how to plan a campaign, speak to the press and turn an idea into a project your city will notice.",
      isOnline: false,
      isPublic: false,
      place: "Centre for Social Innovation",
      location: "192 Spadina Ave, Toronto, ON, Canada",
      features: ["3 days of workshops", "Lunch and coffee included", "Mentoring sessions", "Certificate of participation"],
      dateStart: seminar.start,
      dateEnd: seminar.end,
      priceMinor: 18000,
      currency: "USD",
      capacity: 60,
      registrationDeadline: at(now, 100, 23),
      isRegistrable: true,
      checklist: ["Laptop or notebook", "A project idea to pitch", "Comfortable shoes for the city walk"],
      images: ["/images/seminar.svg", "/images/community-meal.svg"],
      label: "VYC Seminar",
      expiredRefundDate: null,
      timeZone: "America/Toronto",
    },
    {
      slug: "online-community-training",
      name: "Community Engagement Training (Online)",
      eventCategory: "Training",
      description:
        "An evening online session on running a youth association: finding volunteers, organising your first event and keeping members engaged. Open to everyone, free of charge.",
      isOnline: true,
      isPublic: true,
      place: "Online",
      location: "Video call link sent after registration",
      features: ["2 hours live", "Q&A with organisers", "Slides shared afterwards"],
      dateStart: online.start,
      dateEnd: online.end,
      priceMinor: 0,
      currency: "EUR",
      capacity: 300,
      registrationDeadline: null,
      isRegistrable: true,
      checklist: ["A quiet place", "Headphones"],
      images: ["/images/online.svg"],
      label: "VYC Online",
      expiredRefundDate: null,
      timeZone: "Europe/Berlin",
    },
    {
      slug: "skill-building-weekend-copenhagen",
      name: "Skill-building Weekend Copenhagen",
      eventCategory: "Training",
      description:
        "A weekend of hands-on training in public speaking, event planning and design for volunteers of the Nordic chapters. This edition is fully booked.",
      isOnline: false,
      isPublic: false,
      place: "Kulturhuset Islands Brygge",
      location: "Islands Brygge 18, 2300 Copenhagen, Denmark",
      features: ["2 days", "Hostel accommodation", "Breakfast and lunch"],
      dateStart: closed.start,
      dateEnd: closed.end,
      priceMinor: 12000,
      currency: "EUR",
      capacity: 40,
      registrationDeadline: at(now, 60, 23),
      isRegistrable: false,
      checklist: ["Notebook", "Warm clothes"],
      images: ["/images/training.svg"],
      label: "VYC Training",
      expiredRefundDate: null,
      timeZone: "Europe/Copenhagen",
    },
    {
      slug: "summer-camp-norway-past",
      name: "Summer Camp Norway",
      eventCategory: "Summer Camp",
      description: "Our camp in the fjords of Norway. Thank you to everyone who joined!",
      isOnline: false,
      isPublic: false,
      place: "Hardanger Fjord Camp",
      location: "Norheimsund, Norway",
      features: ["6 days", "Hiking and kayaking"],
      dateStart: past.start,
      dateEnd: past.end,
      priceMinor: 45000,
      currency: "EUR",
      capacity: 80,
      registrationDeadline: null,
      isRegistrable: false,
      checklist: ["Hiking boots"],
      images: ["/images/camp-hike.svg", "/images/camp-lake.svg"],
      label: "VYC Camp",
      expiredRefundDate: null,
      timeZone: "Europe/Oslo",
    },
  ];
}

/**
 * Creates the demo events that are missing (keyed by slug); returns how many were created. A demo
 * event that has no Vietnamese content yet (a database seeded before it existed) gets it, and one
 * without a Vietnamese category, place and location gets those.
 */
export async function seedDemoEvents(db: Queries, now: Date): Promise<number> {
  let created = 0;
  for (const e of demoEvents(now)) {
    const vi = demoEventVi(e.slug);
    const exists = await db.query.selectFrom("Event").select("id").where("slug", "=", e.slug).executeTakeFirst();
    if (exists) {
      if (vi) {
        await db.query
          .updateTable("Event")
          .set({ ...vi, updatedAt: now })
          .where("id", "=", exists.id)
          .where("nameVi", "=", "")
          .where("descriptionVi", "=", "")
          .where("featuresVi", "=", "[]")
          .where("checklistVi", "=", "[]")
          .executeTakeFirst();
        await db.query
          .updateTable("Event")
          .set({ eventCategoryVi: vi.eventCategoryVi, placeVi: vi.placeVi, locationVi: vi.locationVi, updatedAt: now })
          .where("id", "=", exists.id)
          .where("eventCategoryVi", "=", "")
          .where("placeVi", "=", "")
          .where("locationVi", "=", "")
          .executeTakeFirst();
      }
      await db.query
        .updateTable("Event")
        .set({ timeZone: e.timeZone, updatedAt: now })
        .where("id", "=", exists.id)
        .where("timeZone", "=", "UTC")
        .executeTakeFirst();
      continue;
    }
    const inserted = await db.query
      .insertInto("Event")
      .values({
        ...e,
        ...vi,
        year: e.dateStart.getUTCFullYear(),
        features: JSON.stringify(e.features),
        checklist: JSON.stringify(e.checklist),
        images: JSON.stringify(e.images),
        createdAt: now,
        updatedAt: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await seedDemoTicketTypes(db, { id: inserted.id, slug: e.slug, priceMinor: e.priceMinor }, now);
    await seedDemoQuestions(db, { id: inserted.id, slug: e.slug });
    created += 1;
  }
  await seedDemoDiscounts(db, now);
  await seedOrganiserSettings(db);
  return created;
}

/** A demo discount code, valid for a year from the first seeding, for any event. */
const DEMO_DISCOUNT = { code: "CAMP15", percent: 15, maxUses: 500 } as const;

/** Creates the demo discount code when missing. */
async function seedDemoDiscounts(db: Queries, now: Date): Promise<void> {
  const exists = await db.query.selectFrom("Discount").select("id").where("code", "=", DEMO_DISCOUNT.code).executeTakeFirst();
  if (exists) return;
  await db.query
    .insertInto("Discount")
    .values({ id: randomUUID(), ...DEMO_DISCOUNT, validFrom: now, validUntil: new Date(now.getTime() + 365 * DAY), createdAt: now })
    .executeTakeFirst();
}

/** The organiser printed on invoices, until the back office changes it. */
const DEMO_ORGANISER = {
  name: "Vietnamese Youth Community Network e.V.",
  address: "Badeweg 1\n14129 Berlin\nGermany",
  registrationId: "VR 00000 B (Amtsgericht Charlottenburg)",
  vatId: "DE000000000",
  email: "contact@vyc-network.org",
  phone: "+49 30 0000000",
} as const;

/** Creates the organiser's settings row when missing. */
async function seedOrganiserSettings(db: Queries): Promise<void> {
  const exists = await db.query.selectFrom("OrganiserSettings").select("id").where("id", "=", 1).executeTakeFirst();
  if (!exists) await db.query.insertInto("OrganiserSettings").values({ id: 1, ...DEMO_ORGANISER, updatedAt: new Date() }).executeTakeFirst();
}
