import { z } from "zod";
import { EVENT_AVAILABILITY } from "./event-availability";
import { CURRENCIES } from "./limits";
import { ZRowIdParam } from "./row-id";

/** An event as the API returns it (specification §3): price is an array whose first entry is the unit price. */
export const ZEventOutput = z.object({
  id: z.number().int(),
  name: z.string(),
  eventCategory: z.string(),
  description: z.string(),
  isOnline: z.boolean(),
  isPublic: z.boolean(),
  place: z.string(),
  location: z.string(),
  features: z.array(z.string()),
  dateStart: z.string(),
  dateEnd: z.string(),
  year: z.number().int(),
  price: z.array(z.number()),
  currency: z.enum(CURRENCIES),
  registrationDeadline: z.string().nullable(),
  isRegistrable: z.boolean(),
  checklist: z.array(z.string()),
  images: z.array(z.string()),
  label: z.string(),
  expiredRefundDate: z.string().nullable(),
  capacity: z.number().int(),
  seatsLeft: z.number().int(),
  /** The IANA zone of the event's place; its dates and times are shown in it. */
  timeZone: z.string(),
  /** Whether a visitor may register now, as the server counts seats (see eventAvailability). */
  availability: z.enum(EVENT_AVAILABILITY),
});
export type TEventOutput = z.infer<typeof ZEventOutput>;

/** An event's Vietnamese content; empty where it is not translated (the English text is shown instead). */
const ZEventContentVi = z.object({
  nameVi: z.string(),
  descriptionVi: z.string(),
  featuresVi: z.array(z.string()),
  checklistVi: z.array(z.string()),
  eventCategoryVi: z.string(),
  placeVi: z.string(),
  locationVi: z.string(),
});

/** An event as the web app and the kiosk read it: the specification's shape and its Vietnamese content. */
export const ZPublicEventOutput = ZEventOutput.extend(ZEventContentVi.shape);
export type TPublicEventOutput = z.infer<typeof ZPublicEventOutput>;

export const ZEventIdInput = z.object({ id: ZRowIdParam });
