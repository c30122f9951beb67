import { toDatetimeLocal, type TAdminEventOutput, type TEventFormInput } from "@vyc/validators";

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
