import { Validator } from "@seriousme/openapi-schema-validator";
import { randomUUID } from "node:crypto";
import { Ajv2020 } from "ajv/dist/2020.js";
import { manualClock } from "@vyc/domain/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { codeFrom, startAuthHarness, type AuthHarness } from "@vyc/testkit/auth-harness";
import { eventIdBySlug, orderById } from "@vyc/testkit/db-lookups";
import { fakePayPalEnv, startFakePayPal, type FakePayPal } from "@vyc/testkit/fake-paypal";
import { createUser, sessionFor, type SignedIn } from "@vyc/testkit/users";

/**
 * The contract of the /api paths (specification §7): each call sent exactly as the original
 * browser client sends it (form values as strings, nulls for empty fields, no body and no
 * Content-Type where the call has none), each answer checked for its status and against the
 * response schema that /api/openapi.json documents for that status.
 */

const clock = manualClock(new Date());
let h: AuthHarness;
let paypal: FakePayPal;
let document: { openapi: string; paths: Record<string, Record<string, unknown>> };
const ajv = new Ajv2020({ strict: false, allErrors: true });
const ids: Record<string, number> = {};

beforeAll(async () => {
  paypal = await startFakePayPal();
  h = await startAuthHarness({ clock, env: fakePayPalEnv(paypal) });
  for (const slug of ["identity-summer-camp-germany", "online-community-training", "summer-camp-norway-past"]) {
    ids[slug] = await eventIdBySlug(h.server.services.db, slug);
  }
  document = (await (await fetch(`${h.server.url}/api/openapi.json`)).json()) as typeof document;
  ajv.addSchema(document, "openapi");
});
afterAll(async () => {
  await h.close();
  await paypal.close();
});

/** What the browser sends: JSON of the form's values, or nothing at all. */
const send = (method: "GET" | "POST", path: string, options: { body?: unknown; session?: SignedIn } = {}) =>
  fetch(`${h.server.url}/api${path}`, {
    method,
    headers: { ...(options.body === undefined ? {} : { "content-type": "application/json" }), ...(options.session ? { cookie: options.session.cookie } : {}) },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });

const pointer = (...segments: string[]) => segments.map((s) => encodeURIComponent(s.replaceAll("~", "~0").replaceAll("/", "~1"))).join("/");

/** The answer's status, and its JSON body checked against the schema the document gives the path for that status. */
async function answer<T = Record<string, unknown>>(res: Response, method: "get" | "post", path: string, status: number): Promise<T> {
  expect(res.status).toBe(status);
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  const body = (await res.json()) as T;
  const validate = ajv.compile({ $ref: `openapi#/${pointer("paths", path, method, "responses", String(status), "content", "application/json", "schema")}` });
  expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
  return body;
}

const attendee = (n: number) => ({
  firstName: `Anh${n}`,
  lastName: "Tran",
  gender: "nonBinary",
  age: String(20 + n),
  email: `anh${n}@example.test`,
  phone: "123-456-7890",
  country: "Germany",
  expectation: "Meet the community",
  healthcare: null,
});
const flight = {
  arrivalTransportType: "train",
  arrivalDatetime: "2030-07-01T10:30",
  arrivalAirline: "",
  arrivalFlightNumber: "",
  departureTransportType: "plane",
  departureDatetime: "2030-07-08T16:00",
  departureAirline: "Lufthansa",
  departureFlightNumber: "LH123",
  comments: null,
};

/** The paid registration as the checkout page posts it after PayPal's capture. */
const privatePayload = (over: Record<string, unknown> = {}) => ({
  eventId: String(ids["identity-summer-camp-germany"]),
  numTickets: "2",
  logisticsInformations: { "1": flight, "2": flight },
  logisticCase: "logisticInformation",
  details: { id: "5O190127TN364715T", status: "COMPLETED", payer: { email_address: "buyer@example.test" } },
  captureId: null,
  participants: { "1": attendee(1), "2": attendee(2) },
  discountCode: null,
  price: "980",
  ...over,
});

const verifiedBuyer = async () => sessionFor(h.server, await createUser(h.server));

describe("the OpenAPI document", () => {
  it("validates as OpenAPI 3.1 and documents every call of the specification", async () => {
    expect(document.openapi).toBe("3.1.0");
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    const calls = {
      "/events/getEventsNotExpired": "get",
      "/events/{id}/getData": "get",
      "/mailer/send": "post",
      "/auth/signup": "post",
      "/auth/is-authenticated": "get",
      "/auth/account-verify/{id}": "post",
      "/auth/account-verify/resend/{id}": "post",
      "/auth/forget_password": "post",
      "/auth/reset_password": "post",
      "/auth/change_password": "post",
      "/user/tickets": "get",
      "/discount/{code}": "get",
      "/register/private": "post",
      "/register/public": "post",
    };
    for (const [path, method] of Object.entries(calls)) {
      const operation = document.paths[path]?.[method] as { responses: Record<string, { content?: Record<string, { schema?: unknown }> }> } | undefined;
      expect(operation?.responses["200"]?.content?.["application/json"]?.schema, `${method} ${path}`).toBeDefined();
    }
  });
});

describe("GET /api/events/getEventsNotExpired", () => {
  it("answers 200 { events: [...] } with every field of §3", async () => {
    const { events } = await answer<{ events: Array<Record<string, unknown>> }>(await send("GET", "/events/getEventsNotExpired"), "get", "/events/getEventsNotExpired", 200);
    expect(events.length).toBeGreaterThan(0);
    const fields = ["id", "name", "eventCategory", "description", "isOnline", "isPublic", "place", "location", "features", "dateStart", "dateEnd", "year", "price", "currency", "registrationDeadline", "isRegistrable", "checklist", "images", "label", "expiredRefundDate"];
    for (const event of events) expect(Object.keys(event)).toEqual(expect.arrayContaining(fields));
    expect(events.find((e) => e.id === ids["identity-summer-camp-germany"])).toMatchObject({ price: [490, 420], currency: "EUR", isOnline: false, isPublic: false });
  });
});

describe("GET /api/events/{id}/getData", () => {
  it("answers 200 { event } for a published event", async () => {
    const { event } = await answer<{ event: Record<string, unknown> }>(await send("GET", `/events/${ids["online-community-training"]}/getData`), "get", "/events/{id}/getData", 200);
    expect(event).toMatchObject({ id: ids["online-community-training"], isOnline: true, isPublic: true });
  });

  it("answers 404 with a message for an unknown or unpublished id", async () => {
    await h.server.services.db
      .query.updateTable("Event")
      .set({ isPublished: false, updatedAt: new Date() })
      .where("id", "=", ids["summer-camp-norway-past"] ?? 0)
      .execute();
    // Changed straight in the database, not through the site: public reads see it within their cache's second.
    await expect.poll(async () => (await send("GET", `/events/${ids["summer-camp-norway-past"]}/getData`)).status, { timeout: 3000 }).toBe(404);
    for (const id of [999999, ids["summer-camp-norway-past"]]) {
      expect(await answer(await send("GET", `/events/${id}/getData`), "get", "/events/{id}/getData", 404)).toMatchObject({ message: "Event not found." });
    }
  });
});

describe("POST /api/mailer/send", () => {
  it("answers 200 { success: true } for the contact form's fields", async () => {
    const body = { firstName: "Linh", lastName: "Nguyen", email: "linh@example.test", phone: "123-456-7890", subject: "Camp", message: "Is there room for two?" };
    expect(await answer(await send("POST", "/mailer/send", { body }), "post", "/mailer/send", 200)).toEqual({ success: true });
  });

  it("answers 400 with the message of the first invalid field", async () => {
    const body = { firstName: "Linh", lastName: "Nguyen", email: "linh@example.test", phone: "1234567890", subject: "Camp", message: "Hello" };
    expect(await answer(await send("POST", "/mailer/send", { body }), "post", "/mailer/send", 400)).toMatchObject({ message: "Enter a valid phone number with its country code, e.g. +49 151 23456789." });
  });
});

describe("POST /api/auth/signup", () => {
  it("answers 200 { success: true, message, idUser }", async () => {
    const email = "contract-signup@example.test";
    const body = await answer(await send("POST", "/auth/signup", { body: { email, password: "secret123", confirmPassword: "secret123" } }), "post", "/auth/signup", 200);
    expect(body).toEqual({ success: true, message: expect.any(String), idUser: expect.any(String) });
  });

  it("answers 200 { success: false, message } for an address in use and for a confirmation mismatch", async () => {
    const taken = { email: "contract-signup@example.test", password: "secret123", confirmPassword: "secret123" };
    expect(await answer(await send("POST", "/auth/signup", { body: taken }), "post", "/auth/signup", 200)).toEqual({ success: false, message: "An account already exists for this email" });
    const mismatch = { email: "contract-mismatch@example.test", password: "secret123", confirmPassword: "secret124" };
    expect(await answer(await send("POST", "/auth/signup", { body: mismatch }), "post", "/auth/signup", 200)).toEqual({ success: false, message: "Password confirmation does not match." });
  });

  it("answers 400 for a request without its fields", async () => {
    expect(await answer(await send("POST", "/auth/signup", { body: {} }), "post", "/auth/signup", 400)).toMatchObject({ code: "BAD_REQUEST" });
  });
});

describe("GET /api/auth/is-authenticated", () => {
  it("answers { isAuthenticated } for a visitor and for a signed-in user", async () => {
    expect(await answer(await send("GET", "/auth/is-authenticated"), "get", "/auth/is-authenticated", 200)).toEqual({ isAuthenticated: false });
    const session = await verifiedBuyer();
    expect(await answer(await send("GET", "/auth/is-authenticated", { session }), "get", "/auth/is-authenticated", 200)).toEqual({ isAuthenticated: true });
  });
});

describe("POST /api/auth/account-verify/{id} and /api/auth/account-verify/resend/{id}", () => {
  const signUp = async (email: string) => {
    const res = await send("POST", "/auth/signup", { body: { email, password: "secret123", confirmPassword: "secret123" } });
    const { idUser } = (await res.json()) as { idUser: string };
    return { idUser, code: codeFrom((await h.smtp.waitFor(email, "Verify your account")).text) };
  };

  it("resend: answers 200 { success: true, message: 'Email sent successfully' } to a POST with no body and no Content-Type", async () => {
    const { idUser } = await signUp("contract-resend@example.test");
    const res = await fetch(`${h.server.url}/api/auth/account-verify/resend/${idUser}`, { method: "POST" });
    expect(await answer(res, "post", "/auth/account-verify/resend/{id}", 200)).toEqual({ success: true, message: "Email sent successfully" });
  });

  it("verify: answers 200 { success: false, message } for a wrong code, then 200 { success: true, message } for the right one", async () => {
    const { idUser, code } = await signUp("contract-verify@example.test");
    const wrong = code === "000000" ? "111111" : "000000";
    const path = "/auth/account-verify/{id}";
    expect(await answer(await send("POST", `/auth/account-verify/${idUser}`, { body: { code: wrong } }), "post", path, 200)).toEqual({ success: false, message: "Invalid verification code." });
    expect(await answer(await send("POST", `/auth/account-verify/${idUser}`, { body: { code } }), "post", path, 200)).toEqual({ success: true, message: "Your email is verified" });
    expect(await answer(await send("POST", `/auth/account-verify/${idUser}`, { body: { code } }), "post", path, 200)).toEqual({ success: false, message: "Account already verified." });
    const resend = await fetch(`${h.server.url}/api/auth/account-verify/resend/${idUser}`, { method: "POST" });
    expect(await answer(resend, "post", "/auth/account-verify/resend/{id}", 200)).toEqual({ success: false, message: "Account already verified." });
  });

  it("verify: answers 200 { success: false, message } for an expired code", async () => {
    const { idUser, code } = await signUp("contract-expired@example.test");
    clock.advance(16 * 60 * 1000);
    const res = await send("POST", `/auth/account-verify/${idUser}`, { body: { code } });
    expect(await answer(res, "post", "/auth/account-verify/{id}", 200)).toEqual({ success: false, message: "The verification code has expired. Request a new one." });
  });

  it("verify: answers 400 for a code that is not 6 characters", async () => {
    const { idUser } = await signUp("contract-short-code@example.test");
    expect((await send("POST", `/auth/account-verify/${idUser}`, { body: { code: "123" } })).status).toBe(400);
  });
});

describe("POST /api/auth/forget_password and /api/auth/reset_password", () => {
  it("forget_password: answers 200 { success, message }, and 404 'Email don't exists.' for an unknown address", async () => {
    const user = await createUser(h.server);
    expect(await answer(await send("POST", "/auth/forget_password", { body: { email: user.email } }), "post", "/auth/forget_password", 200)).toMatchObject({ success: true });
    expect(await answer(await send("POST", "/auth/forget_password", { body: { email: "nobody@example.test" } }), "post", "/auth/forget_password", 404)).toMatchObject({ message: "Email don't exists." });
  });

  it("reset_password: answers 200 { success, message } for the mailed token, and 400 with a message for an unknown one", async () => {
    const user = await createUser(h.server);
    await send("POST", "/auth/forget_password", { body: { email: user.email } });
    const token = /\/reset_password\/([\w-]+)/.exec((await h.smtp.waitFor(user.email, "Reset your password")).text)?.[1];
    expect(await answer(await send("POST", "/auth/reset_password", { body: { password: "brand-new-1", token } }), "post", "/auth/reset_password", 200)).toMatchObject({ success: true });
    expect(await answer(await send("POST", "/auth/reset_password", { body: { password: "brand-new-1", token: "made-up" } }), "post", "/auth/reset_password", 400)).toMatchObject({ message: "This reset link is invalid or has expired." });
  });
});

describe("POST /api/auth/change_password", () => {
  it("answers 200 { success: true } for a signed-in user, 401 for a visitor", async () => {
    const session = await verifiedBuyer();
    expect(await answer(await send("POST", "/auth/change_password", { body: { password: "changed-123" }, session }), "post", "/auth/change_password", 200)).toEqual({ success: true });
    expect(await answer(await send("POST", "/auth/change_password", { body: { password: "changed-123" } }), "post", "/auth/change_password", 401)).toMatchObject({ message: expect.any(String) });
  });

  it("answers 415 to a form-encoded post, which a page on another site could send with the cookie", async () => {
    const session = await verifiedBuyer();
    const res = await fetch(`${h.server.url}/api/auth/change_password`, {
      method: "POST",
      headers: { cookie: session.cookie, "content-type": "application/x-www-form-urlencoded" },
      body: "password=hijacked1",
    });
    expect(await answer(res, "post", "/auth/change_password", 415)).toMatchObject({ code: "UNSUPPORTED_MEDIA_TYPE" });
  });
});

describe("GET /api/discount/{code}", () => {
  it("answers 200 { voucher: { discount } }, and a message for an unknown code", async () => {
    expect(await answer(await send("GET", "/discount/CAMP15"), "get", "/discount/{code}", 200)).toEqual({ voucher: { discount: 15 } });
    expect(await answer(await send("GET", "/discount/NOPE"), "get", "/discount/{code}", 404)).toMatchObject({ message: "This discount code does not exist." });
  });
});

describe("POST /api/register/private", () => {
  it("answers 200 { success: true, orderId } for the checkout page's payload: strings for numbers, null discount code, the payment result", async () => {
    const session = await verifiedBuyer();
    const captureId = paypal.captureDirect({ currency_code: "EUR", value: "980.00" });
    const body = await answer(await send("POST", "/register/private", { body: privatePayload({ captureId }), session }), "post", "/register/private", 200);
    expect(body).toEqual({ success: true, orderId: expect.any(Number) });
    expect(await h.server.services.db.query.selectFrom("Ticket").select("id").where("orderId", "=", body.orderId as number).execute()).toHaveLength(2);
  });

  it("takes an empty discount code as no code", async () => {
    const session = await verifiedBuyer();
    const captureId = paypal.captureDirect({ currency_code: "EUR", value: "490.00" });
    const payload = privatePayload({ captureId, numTickets: "1", participants: { "1": attendee(1) }, logisticCase: "selfTravel", logisticsInformations: null, discountCode: "", price: "490" });
    expect(await answer(await send("POST", "/register/private", { body: payload, session }), "post", "/register/private", 200)).toMatchObject({ success: true });
  });

  it("takes a null captureId when a discount code makes the order free", async () => {
    await h.server.services.db.query.insertInto("Discount").values({ id: randomUUID(), code: "FREECAMP", percent: 100, createdAt: new Date() }).execute();
    const session = await verifiedBuyer();
    const body = await answer(await send("POST", "/register/private", { body: privatePayload({ discountCode: "FREECAMP", price: "0" }), session }), "post", "/register/private", 200);
    expect(await orderById(h.server.services.db, body.orderId as number)).toMatchObject({ status: "paid", totalMinor: 0 });
  });

  it("answers 400 with a clear message for a null captureId on an order that has a price, and holds no seat", async () => {
    const session = await verifiedBuyer();
    const seatsLeft = async () => ((await (await send("GET", `/events/${ids["identity-summer-camp-germany"]}/getData`)).json()) as { event: { seatsLeft: number } }).event.seatsLeft;
    const before = await seatsLeft();
    const res = await send("POST", "/register/private", { body: privatePayload(), session });
    expect(await answer(res, "post", "/register/private", 400)).toMatchObject({ message: "This order has a price: pay it first and send the payment's captureId." });
    expect(await seatsLeft()).toBe(before);
  });

  it("answers 400 with the invalid field's path", async () => {
    const session = await verifiedBuyer();
    const payload = privatePayload({ captureId: "CAPTURE-1", participants: { "1": attendee(1), "2": { ...attendee(2), age: "0" } } });
    const body = await answer<{ issues: Array<{ path: string[] }> }>(await send("POST", "/register/private", { body: payload, session }), "post", "/register/private", 400);
    expect(body.issues.map((i) => i.path.join("."))).toContain("participants.2.age");
  });
});

describe("POST /api/register/public", () => {
  it("answers 200 { success: true, orderId } for eventId, numTickets and participants as strings, and isOnline", async () => {
    const session = await verifiedBuyer();
    const payload = { eventId: String(ids["online-community-training"]), numTickets: "1", participants: { "1": attendee(7) }, isOnline: true };
    expect(await answer(await send("POST", "/register/public", { body: payload, session }), "post", "/register/public", 200)).toEqual({ success: true, orderId: expect.any(Number) });
  });

  it("answers 401 for a visitor", async () => {
    const payload = { eventId: String(ids["online-community-training"]), numTickets: "1", participants: { "1": attendee(8) }, isOnline: true };
    expect((await send("POST", "/register/public", { body: payload })).status).toBe(401);
  });
});

describe("GET /api/user/tickets", () => {
  it("answers { tickets: null, orders: null } for a user without tickets", async () => {
    const session = await verifiedBuyer();
    expect(await answer(await send("GET", "/user/tickets", { session }), "get", "/user/tickets", 200)).toEqual({ tickets: null, orders: null });
  });

  it("answers tickets keyed by order id and orders in the same order, each ticket with every field of §3", async () => {
    const session = await verifiedBuyer();
    const captureId = paypal.captureDirect({ currency_code: "EUR", value: "980.00" });
    const paid = (await (await send("POST", "/register/private", { body: privatePayload({ captureId }), session })).json()) as { orderId: number };
    const free = { eventId: String(ids["online-community-training"]), numTickets: "1", participants: { "1": attendee(9) }, isOnline: true };
    const registered = (await (await send("POST", "/register/public", { body: free, session })).json()) as { orderId: number };

    const body = await answer<{ tickets: Record<string, Array<Record<string, unknown>>>; orders: Record<string, { order_id: number; created_at: string }> }>(
      await send("GET", "/user/tickets", { session }),
      "get",
      "/user/tickets",
      200,
    );
    expect(Object.keys(body.tickets)).toEqual([String(paid.orderId), String(registered.orderId)]);
    expect(Object.values(body.orders).map((o) => o.order_id)).toEqual([paid.orderId, registered.orderId]);
    const fields = ["capture_id", "status", "qrcode", "lastname", "firstname", "price", "currency", "date_start", "date_end", "place", "location", "email", "phone", "user_id", "eventId", "event_category", "event_label"];
    for (const group of Object.values(body.tickets)) for (const ticket of group) expect(Object.keys(ticket)).toEqual(expect.arrayContaining(fields));
    expect(body.tickets[String(paid.orderId)]).toHaveLength(2);
    expect(body.tickets[String(paid.orderId)]?.[0]).toMatchObject({ capture_id: captureId, status: "COMPLETED", price: 490, currency: "EUR", firstname: "Anh1" });
    expect(body.tickets[String(registered.orderId)]?.[0]).toMatchObject({ capture_id: null, status: "COMPLETED", firstname: "Anh9" });
  });

  it("answers 401 for a visitor", async () => {
    expect(await answer(await send("GET", "/user/tickets"), "get", "/user/tickets", 401)).toMatchObject({ message: expect.any(String) });
  });
});
