import type { Queries } from "../database";

/** What every e-mail shows of the organiser: its name, address and logo (an uploaded image's path; "" when unset). */
export interface OrganiserBranding {
  name: string;
  email: string;
  logo: string;
}

/** The organiser's branding as the back office set it; empty values before the settings were saved. */
export async function readOrganiserBranding(db: Queries): Promise<OrganiserBranding> {
  const row = await db.query.selectFrom("OrganiserSettings").select(["name", "email", "logo"]).where("id", "=", 1).executeTakeFirst();
  return row ?? { name: "", email: "", logo: "" };
}
