import type { OrganiserSettings } from "../generated/prisma/client";
import type { SqlRunner } from "../sql-runner";

export type OrganiserSettingsRow = Omit<OrganiserSettings, "id" | "updatedAt">;

/** The defaults of a database whose settings the back office never saved (as in the schema). */
const UNSET: OrganiserSettingsRow = { name: "", address: "", registrationId: "", vatId: "", email: "", phone: "", seatsLeftThreshold: 10 };

/** The organiser's details and site-wide sale settings (the one row, id 1). */
export async function readOrganiserSettings(sql: SqlRunner): Promise<OrganiserSettingsRow> {
  const row = await sql.get(`SELECT "name", "address", "registrationId", "vatId", "email", "phone", "seatsLeftThreshold" FROM "OrganiserSettings" WHERE "id" = 1`);
  if (!row) return UNSET;
  return {
    name: String(row.name),
    address: String(row.address),
    registrationId: String(row.registrationId),
    vatId: String(row.vatId),
    email: String(row.email),
    phone: String(row.phone),
    seatsLeftThreshold: Number(row.seatsLeftThreshold),
  };
}

/** Saves the organiser's details and settings. */
export async function saveOrganiserSettings(sql: SqlRunner, settings: OrganiserSettingsRow, now: Date): Promise<void> {
  const values = [settings.name, settings.address, settings.registrationId, settings.vatId, settings.email, settings.phone, settings.seatsLeftThreshold, now];
  const changed = await sql.run(
    `UPDATE "OrganiserSettings" SET "name" = ?, "address" = ?, "registrationId" = ?, "vatId" = ?, "email" = ?, "phone" = ?, "seatsLeftThreshold" = ?, "updatedAt" = ? WHERE "id" = 1`,
    values,
  );
  if (changed === 0) {
    await sql.run(
      `INSERT INTO "OrganiserSettings" ("id", "name", "address", "registrationId", "vatId", "email", "phone", "seatsLeftThreshold", "updatedAt") VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?)`,
      values,
    );
  }
}
