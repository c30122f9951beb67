import type { TEventFormInput } from "./admin-event";
import { DEFAULT_TIME_ZONE } from "./time-zone";

/**
 * A blank event as the back office starts one: a draft open for registration, on sale once staff publish it.
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
    isPublished: false,
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
