import { describe, expect, it } from "vitest";
import { attendeesFormDefaults, flightsFormDefaults, logisticCaseDefault } from "./form-drafts";

describe("attendeesFormDefaults", () => {
  it("gives one empty attendee per ticket when nothing was typed", () => {
    const values = attendeesFormDefaults(null, 2);
    expect(values.attendees).toHaveLength(2);
    expect(values.attendees?.[0]).toMatchObject({ firstName: "", age: "", gender: undefined });
    expect(values.waiverLiability).toBeUndefined();
  });

  it("restores what was typed, keeping only known fields of the right type", () => {
    const draft = {
      attendees: [{ firstName: "Linh", gender: "female", age: 19, phone: 1234, extra: "dropped" }, "not an attendee"],
      waiverLiability: true,
      waiverGuardian: "yes",
    };
    const values = attendeesFormDefaults(draft, 3);
    expect(values.attendees?.[0]).toEqual({ firstName: "Linh", lastName: "", gender: "female", age: "19", email: "", phone: "", country: "", expectation: "", healthcare: "", guardianName: "", guardianEmail: "", guardianPhone: "", answers: {} });
    expect(values.attendees?.[1]?.firstName).toBe("");
    expect(values.attendees).toHaveLength(3);
    expect(values.waiverLiability).toBe(true);
    expect(values.waiverGuardian).toBeUndefined();
  });

  it("restores a ticket type still on offer and the answers, falling back to the default type", () => {
    const draft = { attendees: [{ ticketTypeId: 7, answers: { "3": "1", "4": ["0", 2], "5": { no: true } } }, { ticketTypeId: 99 }] };
    const values = attendeesFormDefaults(draft, 3, [5, 7]);
    expect(values.attendees?.map((a) => a?.ticketTypeId)).toEqual(["7", "5", "5"]);
    expect(values.attendees?.[0]?.answers).toEqual({ "3": "1", "4": ["0"] });
    expect(attendeesFormDefaults(draft, 1).attendees?.[0]?.ticketTypeId).toBeUndefined();
  });

  it("keeps the first tickets when the order now has fewer", () => {
    const values = attendeesFormDefaults({ attendees: [{ firstName: "A" }, { firstName: "B" }, { firstName: "C" }] }, 2);
    expect(values.attendees?.map((a) => a?.firstName)).toEqual(["A", "B"]);
  });

  it("ignores an unknown gender", () => {
    expect(attendeesFormDefaults({ attendees: [{ gender: "robot" }] }, 1).attendees?.[0]?.gender).toBeUndefined();
  });
});

describe("flightsFormDefaults", () => {
  it("restores transports and flights per ticket", () => {
    const values = flightsFormDefaults({ flights: [{ arrivalTransportType: "plane", arrivalAirline: "Lufthansa", departureTransportType: "bus" }] }, 2);
    expect(values.flights?.[0]).toMatchObject({ arrivalTransportType: "plane", arrivalAirline: "Lufthansa", departureTransportType: undefined, comments: "" });
    expect(values.flights?.[1]).toMatchObject({ arrivalTransportType: undefined, arrivalDatetime: "" });
  });
});

describe("logisticCaseDefault", () => {
  it("restores one of the three travel options only", () => {
    expect(logisticCaseDefault("notBooked")).toBe("notBooked");
    expect(logisticCaseDefault("teleport")).toBeUndefined();
    expect(logisticCaseDefault(null)).toBeUndefined();
  });
});
