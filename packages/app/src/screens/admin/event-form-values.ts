import { toDatetimeLocal, type TAdminEventOutput, type TEventFormInput } from "@vyc/validators";

/** A blank event: published and open, so it goes on sale once saved. */
export function newEventValues(year: number): TEventFormInput {
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
    timeZone: "UTC",
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
    nameVi: "",
    descriptionVi: "",
    featuresVi: [],
    checklistVi: [],
  };
}

/** A stored event as the form's values (datetime fields in UTC). */
export function eventFormValues(event: TAdminEventOutput): TEventFormInput {
  return {
    name: event.name,
    eventCategory: event.eventCategory,
    description: event.description,
    isOnline: event.isOnline,
    isPublic: event.isPublic,
    place: event.place,
    location: event.location,
    features: event.features,
    dateStart: toDatetimeLocal(event.dateStart),
    dateEnd: toDatetimeLocal(event.dateEnd),
    timeZone: event.timeZone,
    year: event.year,
    price: event.price[0] ?? 0,
    currency: event.currency,
    capacity: event.capacity,
    offerHours: event.offerHours,
    registrationDeadline: toDatetimeLocal(event.registrationDeadline),
    isRegistrable: event.isRegistrable,
    isPublished: event.isPublished,
    checklist: event.checklist,
    images: event.images,
    label: event.label,
    expiredRefundDate: toDatetimeLocal(event.expiredRefundDate),
    nameVi: event.nameVi,
    descriptionVi: event.descriptionVi,
    featuresVi: event.featuresVi,
    checklistVi: event.checklistVi,
  };
}
