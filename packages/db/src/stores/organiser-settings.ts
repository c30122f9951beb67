import type { Queries } from "../database";
import { prepare } from "../query/prepared";
import type { OrganiserSettings } from "../rows";

/** The settings the back office edits. */
export type OrganiserSettingsRow = Omit<OrganiserSettings, "id" | "updatedAt">;

/** The defaults of a database whose settings the back office never saved (as in the schema). */
const UNSET: OrganiserSettingsRow = { name: "", address: "", registrationId: "", vatId: "", email: "", phone: "", seatsLeftThreshold: 10, vatRateBasisPoints: null, vatNote: "", vatNoteVi: "", logo: "" };

const settingsRow = prepare((q) => q.selectFrom("OrganiserSettings").select(["name", "address", "registrationId", "vatId", "email", "phone", "seatsLeftThreshold", "vatRateBasisPoints", "vatNote", "vatNoteVi", "logo"]).where("id", "=", 1));

/** The organiser's details and site-wide sale settings (the one row, id 1). */
export async function readOrganiserSettings(db: Queries): Promise<OrganiserSettingsRow> {
  return (await settingsRow.first(db, {})) ?? UNSET;
}

/** Saves the organiser's details and settings. */
export async function saveOrganiserSettings(db: Queries, settings: OrganiserSettingsRow, now: Date): Promise<void> {
  const values = {
    name: settings.name,
    address: settings.address,
    registrationId: settings.registrationId,
    vatId: settings.vatId,
    email: settings.email,
    phone: settings.phone,
    seatsLeftThreshold: settings.seatsLeftThreshold,
    vatRateBasisPoints: settings.vatRateBasisPoints,
    vatNote: settings.vatNote,
    vatNoteVi: settings.vatNoteVi,
    logo: settings.logo,
    updatedAt: now,
  };
  await db.query
    .insertInto("OrganiserSettings")
    .values({ id: 1, ...values })
    .onConflict((conflict) => conflict.column("id").doUpdateSet(values))
    .execute();
}
