import { describe, expect, it } from "vitest";
import { fromRestOrderDraft, fromRestPublicRegistration, ZAttendee, ZLogisticsRecord, ZOrderDraftInput, ZPublicRegistrationInput, ZRestOrderDraft, ZRestPublicRegistrationBody } from "./registration";

const attendee = {
  firstName: "Linh",
  lastName: "Nguyen",
  gender: "female",
  age: 19,
  email: "linh@example.com",
  phone: "123-456-7890",
  country: "Germany",
  expectation: "Meet other young Vietnamese people",
};

const guardian = { guardianName: "Mai Nguyen", guardianEmail: "mai@example.com", guardianPhone: "+49 151 23456789" };

const train = {
  arrivalTransportType: "train",
  arrivalDatetime: "2030-07-01T10:30",
  departureTransportType: "train",
  departureDatetime: "2030-07-08T16:00",
};

/** The distinct field paths a parse result complains about, in order. */
const paths = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[] }> } }) => [
  ...new Set(result.error?.issues.map((i) => i.path.map(String).join(".")) ?? []),
];

describe("ZAttendee", () => {
  it("accepts a complete attendee, with or without healthcare notes", () => {
    expect(ZAttendee.safeParse(attendee).success).toBe(true);
    expect(ZAttendee.parse({ ...attendee, healthcare: "Peanut allergy" }).healthcare).toBe("Peanut allergy");
  });

  it("takes the age typed in a form field as a number", () => {
    expect(ZAttendee.parse({ ...attendee, age: "17", ...guardian }).age).toBe(17);
  });

  it("requires a guardian's name, valid e-mail and phone for an attendee under 18 only", () => {
    expect(paths(ZAttendee.safeParse({ ...attendee, age: 17 }))).toEqual(["guardianName", "guardianEmail", "guardianPhone"]);
    expect(ZAttendee.safeParse({ ...attendee, age: 17 }).error?.issues.map((i) => i.message)).toEqual([
      "Guardian name is required for attendees under 18.",
      "Guardian email is required for attendees under 18.",
      "Guardian phone is required for attendees under 18.",
    ]);
    expect(paths(ZAttendee.safeParse({ ...attendee, age: 12, ...guardian, guardianEmail: "mai@" }))).toEqual(["guardianEmail"]);
    expect(paths(ZAttendee.safeParse({ ...attendee, age: 12, ...guardian, guardianPhone: "0151 23456789" }))).toEqual(["guardianPhone"]);
    expect(ZAttendee.safeParse({ ...attendee, age: 17, ...guardian }).success).toBe(true);
    expect(ZAttendee.safeParse({ ...attendee, age: 30, guardianPhone: "+4915" }).success).toBe(true);
    expect(ZAttendee.safeParse({ ...attendee, age: 18 }).success).toBe(true);
  });

  it.each([0, 101, 17.5, "", "abc"])("refuses the age %j", (age) => {
    expect(paths(ZAttendee.safeParse({ ...attendee, age }))).toEqual(["age"]);
  });

  it("accepts the age limits 1 and 100", () => {
    expect(ZAttendee.safeParse({ ...attendee, age: 1, ...guardian }).success).toBe(true);
    expect(ZAttendee.safeParse({ ...attendee, age: 100 }).success).toBe(true);
  });

  it("requires every field but healthcare", () => {
    for (const field of ["firstName", "lastName", "gender", "email", "phone", "country", "expectation"] as const) {
      expect(paths(ZAttendee.safeParse({ ...attendee, [field]: "" }))).toEqual([field]);
    }
  });

  it("knows the three genders only", () => {
    for (const gender of ["male", "female", "nonBinary"]) expect(ZAttendee.safeParse({ ...attendee, gender }).success).toBe(true);
    expect(paths(ZAttendee.safeParse({ ...attendee, gender: "other" }))).toEqual(["gender"]);
  });

  it("takes a phone of any country in E.164, or in the specification's 3-3-4 format as typed", () => {
    expect(ZAttendee.parse({ ...attendee, phone: "+49 151 23456789" }).phone).toBe("+4915123456789");
    expect(ZAttendee.parse(attendee).phone).toBe("123-456-7890");
    for (const phone of ["1234567890", "123-4567-890", "123 456 7890", "abc-def-ghij", "0151 23456789"]) {
      expect(paths(ZAttendee.safeParse({ ...attendee, phone }))).toEqual(["phone"]);
    }
  });

  it("refuses a malformed e-mail address", () => {
    expect(paths(ZAttendee.safeParse({ ...attendee, email: "linh@" }))).toEqual(["email"]);
  });
});

describe("ZLogisticsRecord", () => {
  it("accepts train legs without airline or flight number", () => {
    expect(ZLogisticsRecord.safeParse(train).success).toBe(true);
  });

  it("requires airline and flight number for each plane leg, at their field path", () => {
    const result = ZLogisticsRecord.safeParse({ ...train, arrivalTransportType: "plane", departureTransportType: "plane", departureAirline: "Lufthansa" });
    expect(paths(result)).toEqual(["arrivalAirline", "arrivalFlightNumber", "departureFlightNumber"]);
  });

  it("keeps the flight of a plane leg and drops it from a train leg", () => {
    const record = ZLogisticsRecord.parse({
      ...train,
      arrivalTransportType: "plane",
      arrivalAirline: "Vietnam Airlines",
      arrivalFlightNumber: "VN37",
      departureAirline: "Left over",
      departureFlightNumber: "XX1",
    });
    expect(record).toMatchObject({ arrivalAirline: "Vietnam Airlines", arrivalFlightNumber: "VN37", departureAirline: undefined, departureFlightNumber: undefined });
  });

  it("allows datetimes from 2018-06-07T00:00 to 2050-06-14T00:00 inclusive", () => {
    expect(ZLogisticsRecord.safeParse({ ...train, arrivalDatetime: "2018-06-07T00:00", departureDatetime: "2050-06-14T00:00" }).success).toBe(true);
    expect(paths(ZLogisticsRecord.safeParse({ ...train, arrivalDatetime: "2018-06-06T23:59" }))).toEqual(["arrivalDatetime"]);
    expect(paths(ZLogisticsRecord.safeParse({ ...train, departureDatetime: "2051-01-01T10:00" }))).toEqual(["departureDatetime"]);
  });

  it("requires both transports and both datetimes", () => {
    expect(paths(ZLogisticsRecord.safeParse({ comments: "Arriving with my sister" }))).toEqual([
      "arrivalTransportType",
      "arrivalDatetime",
      "departureTransportType",
      "departureDatetime",
    ]);
    expect(paths(ZLogisticsRecord.safeParse({ ...train, arrivalDatetime: "next Tuesday" }))).toEqual(["arrivalDatetime"]);
  });

  it("knows train and plane only", () => {
    expect(paths(ZLogisticsRecord.safeParse({ ...train, arrivalTransportType: "bus" }))).toEqual(["arrivalTransportType"]);
  });
});

describe("ZPublicRegistrationInput", () => {
  const input = { eventId: 3, numTickets: 2, attendees: { "1": attendee, "2": { ...attendee, firstName: "Minh" } }, isOnline: true };

  it("accepts one participant per ticket keyed by ticket number", () => {
    expect(ZPublicRegistrationInput.safeParse(input).success).toBe(true);
  });

  it("points at the attendee field of the ticket that is wrong", () => {
    const result = ZPublicRegistrationInput.safeParse({ ...input, attendees: { ...input.attendees, "2": { ...attendee, age: 0 } } });
    expect(paths(result)).toEqual(["attendees.2.age"]);
  });

  it("refuses 0 or 9 tickets", () => {
    expect(paths(ZPublicRegistrationInput.safeParse({ ...input, numTickets: 9 }))).toContain("numTickets");
    expect(paths(ZPublicRegistrationInput.safeParse({ ...input, numTickets: 0 }))).toContain("numTickets");
  });

  it("wants attendees numbered 1 to numTickets with no gap", () => {
    expect(paths(ZPublicRegistrationInput.safeParse({ ...input, numTickets: 3 }))).toEqual(["attendees"]);
    expect(paths(ZPublicRegistrationInput.safeParse({ ...input, attendees: { "1": attendee, "3": attendee } }))).toEqual(["attendees"]);
    expect(paths(ZPublicRegistrationInput.safeParse({ ...input, attendees: { "1": attendee, "9": attendee } }))).toContain("attendees.9");
  });
});

describe("ZOrderDraftInput", () => {
  const input = { eventId: 1, numTickets: 1, attendees: { "1": attendee } };

  it("accepts a case without transportation details", () => {
    expect(ZOrderDraftInput.safeParse({ ...input, logisticCase: "selfTravel" }).success).toBe(true);
    expect(ZOrderDraftInput.safeParse({ ...input, logisticCase: "notBooked" }).success).toBe(true);
  });

  it("requires a logistics record per ticket when the attendee provides transportation details", () => {
    expect(paths(ZOrderDraftInput.safeParse({ ...input, logisticCase: "logisticInformation" }))).toEqual(["logistics"]);
    expect(ZOrderDraftInput.safeParse({ ...input, logisticCase: "logisticInformation", logistics: { "1": train } }).success).toBe(true);
  });

  it("re-validates each logistics record at its ticket's path", () => {
    const result = ZOrderDraftInput.safeParse({
      ...input,
      logisticCase: "logisticInformation",
      logistics: { "1": { ...train, arrivalTransportType: "plane", arrivalAirline: "Air France", arrivalDatetime: "2051-03-01T08:00" } },
    });
    expect(paths(result)).toEqual(["logistics.1.arrivalDatetime", "logistics.1.arrivalFlightNumber"]);
  });

  it("refuses an unknown travel option", () => {
    expect(paths(ZOrderDraftInput.safeParse({ ...input, logisticCase: "teleport" }))).toEqual(["logisticCase"]);
  });
});

describe("the REST payloads in the specification's names", () => {
  const body = { eventId: 3, numTickets: 1, participants: { "1": attendee }, isOnline: true };

  it("point at the specification's field names, with the domain's rules", () => {
    expect(paths(ZRestPublicRegistrationBody.safeParse({ ...body, participants: { "1": { ...attendee, age: 0 } } }))).toEqual(["participants.1.age"]);
    expect(paths(ZRestPublicRegistrationBody.safeParse({ ...body, numTickets: 2 }))).toEqual(["participants"]);
    expect(paths(ZRestOrderDraft.safeParse({ ...body, logisticCase: "logisticInformation" }))).toEqual(["logisticsInformations"]);
  });

  it("map onto the domain's input, which takes them as they are", () => {
    const registration = fromRestPublicRegistration(ZRestPublicRegistrationBody.parse(body));
    expect(ZPublicRegistrationInput.parse(registration)).toEqual(registration);
    expect(registration).not.toHaveProperty("participants");
    const draft = fromRestOrderDraft(ZRestOrderDraft.parse({ ...body, logisticCase: "logisticInformation", logisticsInformations: { "1": train } }));
    expect(ZOrderDraftInput.parse(draft)).toEqual(draft);
    expect(draft.logistics?.["1"]?.arrivalTransportType).toBe(train.arrivalTransportType);
  });
});
