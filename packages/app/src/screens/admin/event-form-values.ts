import { toDatetimeLocal, zonedDatetimeLocal, type TAdminEventOutput, type TEventFormInput } from "@vyc/validators";

/** A stored event as the form's values (datetime fields in UTC, the check-in window on the event's wall clock). */
export function eventFormValues(event: TAdminEventOutput): TEventFormInput {
  return {
    name: event.name,
    eventCategory: event.eventCategory,
    description: event.description,
    isOnline: event.isOnline,
    isPublic: event.isPublic,
    joinLink: event.joinLink,
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
    checkInOpensAt: zonedDatetimeLocal(event.checkInOpensAt, event.timeZone),
    checkInClosesAt: zonedDatetimeLocal(event.checkInClosesAt, event.timeZone),
    nameVi: event.nameVi,
    descriptionVi: event.descriptionVi,
    featuresVi: event.featuresVi,
    checklistVi: event.checklistVi,
  };
}
