/**
 * The fixed content of the home page (specification §2, Home). Texts are keys of the `home`
 * catalog; people's names stay as they are written.
 */

export const ACTIVITIES = [
  { title: "whatWeDo.activities.camps.title", text: "whatWeDo.activities.camps.text", image: "/images/camp-lake.svg" },
  { title: "whatWeDo.activities.seminars.title", text: "whatWeDo.activities.seminars.text", image: "/images/seminar.svg" },
  { title: "whatWeDo.activities.training.title", text: "whatWeDo.activities.training.text", image: "/images/training.svg" },
] as const;

export const JOURNEY = [
  { place: "journey.stops.germany.place", note: "journey.stops.germany.note" },
  { place: "journey.stops.norway.place", note: "journey.stops.norway.note" },
  { place: "journey.stops.france.place", note: "journey.stops.france.note" },
  { place: "journey.stops.switzerland.place", note: "journey.stops.switzerland.note" },
  { place: "journey.stops.london.place", note: "journey.stops.london.note" },
  { place: "journey.stops.denmark.place", note: "journey.stops.denmark.note" },
  { place: "journey.stops.canada.place", note: "journey.stops.canada.note" },
  { place: "journey.stops.australia.place", note: "journey.stops.australia.note" },
  { place: "journey.stops.unitedStates.place", note: "journey.stops.unitedStates.note" },
] as const;

export const TESTIMONIALS = [
  { quote: "testimonials.items.maiAnh.quote", author: "Mai Anh", camp: "testimonials.items.maiAnh.camp" },
  { quote: "testimonials.items.quang.quote", author: "Quang", camp: "testimonials.items.quang.camp" },
  { quote: "testimonials.items.thuTrang.quote", author: "Thu Trang", camp: "testimonials.items.thuTrang.camp" },
] as const;

export const TEAM = [
  { name: "Hoang Nguyen", role: "team.roles.usaRepresentative", initials: "HN" },
  { name: "Lan Pham", role: "team.roles.euRepresentative", initials: "LP" },
  { name: "Duc Tran", role: "team.roles.euRepresentative", initials: "DT" },
] as const;
