import type { TEventFormInput } from "./admin-event";
import { DEFAULT_TIME_ZONE } from "./time-zone";

/**
 * A blank event as the back office starts one: published and open, so it goes on sale once saved.
 * Its own module, free of the message catalogs, so browser tests can build events from it.
 */
export function newEventInput(year: number): TEventFormInput {
  return {
    name: "",
    eventCategory: "",
    description: "",
    isOnline: false,
    isPublic: false,
    place: "",
    location: "",
    features: [],
    dateStart: "",
    dateEnd: "",
    timeZone: DEFAULT_TIME_ZONE,
    year,
    price: 0,
    currency: "EUR",
    capacity: "",
    offerHours: 24,
    registrationDeadline: "",
    isRegistrable: true,
    isPublished: true,
    checklist: [],
    images: [],
    label: "",
    expiredRefundDate: "",
    checkInOpensAt: "",
    checkInClosesAt: "",
    nameVi: "",
    descriptionVi: "",
    featuresVi: [],
    checklistVi: [],
    eventCategoryVi: "",
    placeVi: "",
    locationVi: "",
  };
}
