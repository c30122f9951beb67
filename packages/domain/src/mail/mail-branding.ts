import { type Queries } from "@vyc/db";
import { readOrganiserBranding, type OrganiserBranding } from "@vyc/db/stores/mail-branding";

/** The organiser as every e-mail shows it: name, address and the absolute address of its logo (null without one). */
export interface MailBranding {
  organiserName: string;
  organiserEmail: string;
  logoUrl: string | null;
}

/** An image of this site (/uploads/…, /images/…) or an https address, as an address mail clients can load. */
const absoluteImageUrl = (reference: string, publicUrl: string): string => new URL(reference, publicUrl).toString();

/** The first of an event's images (its JSON list) as stored (/uploads/…, /images/… or an https address); null when it has none. */
export function firstEventImage(imagesJson: string): string | null {
  const images: unknown = JSON.parse(imagesJson);
  return (Array.isArray(images) ? images.find((image): image is string => typeof image === "string" && image !== "") : undefined) ?? null;
}

/** The first of an event's images as an absolute address; null when it has none. */
export function eventImageUrl(imagesJson: string, publicUrl: string): string | null {
  const first = firstEventImage(imagesJson);
  return first ? absoluteImageUrl(first, publicUrl) : null;
}

/** Who the e-mails and tickets name as the organiser until the organiser settings give a name. */
export const SITE_NAME = "Vietnamese Youth Camps";

/** The organiser's branding from the organiser settings; the site's name stands in until one is set. */
export async function loadMailBranding(db: Queries, publicUrl: string): Promise<MailBranding> {
  return mailBranding(await readOrganiserBranding(db), publicUrl);
}

/** The organiser's branding as read, as e-mails show it. */
export function mailBranding(organiser: OrganiserBranding, publicUrl: string): MailBranding {
  return {
    organiserName: organiser.name || SITE_NAME,
    organiserEmail: organiser.email,
    logoUrl: organiser.logo ? absoluteImageUrl(organiser.logo, publicUrl) : null,
  };
}
