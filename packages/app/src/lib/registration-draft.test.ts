import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { clearRegistrationDrafts, parseFlowState, readDraftFlow, readDraftForm, saveDraftFlow, saveDraftForm } from "./registration-draft";

/** The browser's sessionStorage, as the tab would hold it. */
class TabStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

const attendee = { firstName: "Linh", lastName: "Nguyen", gender: "female", age: 19, email: "linh@example.com", phone: "123-456-7890", country: "Germany", expectation: "Friends" } as const;
const flow = { eventId: 7, numTickets: 1, isOnline: false, ticketsData: { "1": attendee } };
let storage: TabStorage;

beforeEach(() => {
  storage = new TabStorage();
  Object.assign(globalThis, { window: { sessionStorage: storage } });
});
afterEach(() => {
  Reflect.deleteProperty(globalThis, "window");
});

describe("registration draft", () => {
  it("has nothing before a registration starts", () => {
    expect(readDraftFlow()).toBeNull();
    expect(readDraftForm(7, "attendees")).toBeNull();
  });

  it("keeps what is typed per event and form", () => {
    saveDraftForm(7, "attendees", { attendees: [{ firstName: "Li" }] });
    saveDraftForm(8, "attendees", { attendees: [{ firstName: "Other" }] });
    saveDraftForm(7, "logisticCase", "notBooked");
    expect(readDraftForm(7, "attendees")).toEqual({ attendees: [{ firstName: "Li" }] });
    expect(readDraftForm(7, "logisticCase")).toBe("notBooked");
    expect(readDraftForm(8, "attendees")).toEqual({ attendees: [{ firstName: "Other" }] });
  });

  it("gives back the last confirmed step of the registration in progress", () => {
    saveDraftFlow(flow);
    saveDraftForm(7, "flights", { flights: [] });
    expect(readDraftFlow()).toEqual(flow);
    saveDraftFlow({ ...flow, logisticCase: "selfTravel" });
    expect(readDraftFlow()).toEqual({ ...flow, logisticCase: "selfTravel" });
  });

  it("ignores a stored state that lost what the flow needs", () => {
    saveDraftFlow(flow);
    storage.setItem("vyc.registration.event.7", JSON.stringify({ flow: { ...flow, ticketsData: { "1": { ...attendee, age: 0 } } }, forms: {} }));
    expect(readDraftFlow()).toBeNull();
    storage.setItem("vyc.registration.event.7", "{not json");
    expect(readDraftFlow()).toBeNull();
  });

  it("forgets every draft once the order completes, and leaves other keys alone", () => {
    storage.setItem("unrelated", "kept");
    saveDraftFlow(flow);
    saveDraftForm(8, "attendees", {});
    clearRegistrationDrafts();
    expect(readDraftFlow()).toBeNull();
    expect(readDraftForm(8, "attendees")).toBeNull();
    expect(storage.getItem("unrelated")).toBe("kept");
  });
});

describe("parseFlowState", () => {
  it("accepts a navigation state with event, ticket count and attendees", () => {
    expect(parseFlowState({ ...flow, logisticCase: "notBooked" })).toEqual({ ...flow, logisticCase: "notBooked" });
  });

  it.each([
    ["nothing", undefined],
    ["no eventId", { ...flow, eventId: undefined }],
    ["no ticketsData", { ...flow, ticketsData: undefined }],
    ["9 tickets", { ...flow, numTickets: 9 }],
  ])("refuses %s", (_, value) => {
    expect(parseFlowState(value)).toBeNull();
  });
});
