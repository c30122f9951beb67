/**
 * The fixed content of the home page (specification §2, Home). Texts are catalog keys of the
 * `home` namespace; people's names stay as they are written.
 */

export const ACTIVITIES = [
  { key: "whatWeDo.activities.camps", image: "/images/camp-lake.svg" },
  { key: "whatWeDo.activities.seminars", image: "/images/seminar.svg" },
  { key: "whatWeDo.activities.training", image: "/images/training.svg" },
] as const;

export const JOURNEY = ["germany", "norway", "france", "switzerland", "london", "denmark", "canada", "australia", "unitedStates"].map(
  (stop) => `journey.stops.${stop}`,
);

export const TESTIMONIALS = [
  { key: "testimonials.items.maiAnh", author: "Mai Anh" },
  { key: "testimonials.items.quang", author: "Quang" },
  { key: "testimonials.items.thuTrang", author: "Thu Trang" },
] as const;

export const TEAM = [
  { name: "Hoang Nguyen", role: "team.roles.usaRepresentative", initials: "HN" },
  { name: "Lan Pham", role: "team.roles.euRepresentative", initials: "LP" },
  { name: "Duc Tran", role: "team.roles.euRepresentative", initials: "DT" },
] as const;
