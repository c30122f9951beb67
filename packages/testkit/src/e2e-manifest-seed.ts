import { type Db } from "@vyc/db";
import { seedPaidOrder } from "./admin-fixtures";
import { copyEvent, eventIdBySlug } from "./db-lookups";
import { E2E_MANIFEST_ARRIVALS, E2E_MANIFEST_EVENT } from "./e2e-manifest-event";

/** Seeds the manifest's camp: a copy of the German camp with one paid order whose travellers all arrive on 1 July 2030, a minute apart from 08:00 UTC. */
export async function seedE2eManifestEvent(db: Db, buyerId: string, now: Date): Promise<void> {
  const eventId = await copyEvent(db, await eventIdBySlug(db, "identity-summer-camp-germany"), { slug: "e2e-manifest-paging-camp", name: E2E_MANIFEST_EVENT, nameVi: "", isPublished: false });
  const travellers = Array.from({ length: E2E_MANIFEST_ARRIVALS }, (_, i) => ({
    firstName: "Traveller",
    lastName: `No ${String(i + 1).padStart(3, "0")}`,
    arrival: { at: new Date(Date.UTC(2030, 6, 1, 8, i)).toISOString(), transport: "train" as const },
  }));
  await seedPaidOrder(db, { eventId, userId: buyerId, logisticCase: "logisticInformation", travellers, now });
}
