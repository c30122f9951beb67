import { describe, expect, it } from "vitest";
import { localizeEvent } from "./localized-event";

const event = {
  name: "Identity Summer Camp Germany",
  nameVi: "Trại hè Bản sắc tại Đức",
  description: "A week by the lake.",
  descriptionVi: "",
  features: ["7 days, 6 nights"],
  featuresVi: ["7 ngày 6 đêm"],
  checklist: ["Sleeping bag"],
  checklistVi: [],
  eventCategory: "Summer Camp",
  eventCategoryVi: "Trại hè",
  place: "Jugendherberge Am Wannsee",
  placeVi: "",
  location: "Berlin",
  locationVi: "Berlin, Đức",
};

describe("localizeEvent", () => {
  it("shows the English texts in English, never marked", () => {
    expect(localizeEvent(event, "en")).toEqual({
      name: { value: "Identity Summer Camp Germany", fallback: false },
      description: { value: "A week by the lake.", fallback: false },
      features: { value: ["7 days, 6 nights"], fallback: false },
      checklist: { value: ["Sleeping bag"], fallback: false },
      category: { value: "Summer Camp", fallback: false },
      place: { value: "Jugendherberge Am Wannsee", fallback: false },
      location: { value: "Berlin", fallback: false },
    });
  });

  it("shows the Vietnamese texts in Vietnamese and the English ones, marked, where there is no translation", () => {
    expect(localizeEvent(event, "vi")).toEqual({
      name: { value: "Trại hè Bản sắc tại Đức", fallback: false },
      description: { value: "A week by the lake.", fallback: true },
      features: { value: ["7 ngày 6 đêm"], fallback: false },
      checklist: { value: ["Sleeping bag"], fallback: true },
      category: { value: "Trại hè", fallback: false },
      place: { value: "Jugendherberge Am Wannsee", fallback: true },
      location: { value: "Berlin, Đức", fallback: false },
    });
  });

  it("takes a blank translation as none and marks nothing that is empty in both languages", () => {
    const localized = localizeEvent({ name: "Camp", nameVi: "  " }, "vi");
    expect(localized.name).toEqual({ value: "Camp", fallback: true });
    expect(localized.description).toEqual({ value: "", fallback: false });
    expect(localized.features).toEqual({ value: [], fallback: false });
  });
});
