import type { Page } from "@playwright/test";
import { signUpVerifyAndLogin } from "./support/auth";
import { expect, expectAccessible, test } from "@vyc/testkit/e2e-fixtures";
import { fillAttendee, openEvent, ticketBlock, type Attendee } from "./support/registration";

const LINH: Attendee = { firstName: "Linh", lastName: "Nguyen", gender: "female", age: "19", email: "linh@example.test", phone: "+49 151 23456789", country: "Germany", expectation: "Learn more Vietnamese", healthcare: "Vegetarian" };
const MINH: Attendee = { firstName: "Minh", lastName: "Tran", gender: "male", age: "16", email: "minh@example.test", phone: "+33 6 12 34 56 78", country: "France", expectation: "Make friends", guardianName: "Lan Tran", guardianEmail: "lan.tran@example.test", guardianPhone: "+47 412 34 567" };
const SAM: Attendee = { firstName: "Sam", lastName: "Pham", gender: "nonBinary", age: "22", email: "sam@example.test", phone: "+47 412 34 567", country: "Norway", expectation: "Workshops on identity" };

async function expectAttendee(page: Page, n: number, a: Attendee): Promise<void> {
  const block = ticketBlock(page, n);
  await expect(block.getByLabel("First name")).toHaveValue(a.firstName);
  await expect(block.getByLabel("Last name")).toHaveValue(a.lastName);
  await expect(block.getByLabel("Gender")).toHaveValue(a.gender);
  await expect(block.getByLabel("Age")).toHaveValue(a.age);
  // The number as the picker shows it ("+49 1512 3456789" for "+49 151 23456789"): the same digits.
  expect((await block.getByLabel("Phone", { exact: true }).inputValue()).replace(/\D/g, "")).toBe(a.phone.replace(/\D/g, ""));
  await expect(block.getByLabel("What do you expect from this event?")).toHaveValue(a.expectation);
}

const currentStep = (page: Page) => page.getByRole("navigation", { name: "Registration progress" }).locator('[aria-current="step"]');

/** The registration carried in the browser's history entry (what the checkout page receives). */
const historyRegistration = (page: Page) => page.evaluate(() => (window.history.state as { registration?: unknown }).registration);

test("an in-person registration of 3 tickets carries attendees and flight details to checkout", async ({ page }) => {
  test.slow();
  await signUpVerifyAndLogin(page);
  await openEvent(page, "Identity Summer Camp Germany");
  await page.getByRole("button", { name: "More tickets" }).click();
  await page.getByRole("button", { name: "More tickets" }).click();
  await page.getByRole("button", { name: "Get a ticket" }).click();
  await expect(page).toHaveURL(/\/register\/\d+\/3$/);
  const eventId = Number(new URL(page.url()).pathname.split("/")[2]);

  await expect(page.getByRole("heading", { level: 1, name: "Attendee information" })).toBeVisible();
  await expect(currentStep(page)).toContainText("Attendee info");
  await expect(page.getByRole("navigation", { name: "Registration progress" }).getByRole("listitem")).toHaveCount(4);
  await expect(ticketBlock(page, 3)).toBeVisible();
  await expect(ticketBlock(page, 4)).toHaveCount(0);
  await expect(ticketBlock(page, 1).getByRole("combobox", { name: "Phone: country" })).toBeVisible();

  await fillAttendee(page, 1, LINH);
  await fillAttendee(page, 2, MINH);
  await fillAttendee(page, 3, SAM);

  const confirm = page.getByRole("button", { name: "Confirm" });
  await expect(confirm).toBeDisabled();
  await page.getByLabel("I have read and accept the waiver of liability.").check();
  await expect(confirm).toBeDisabled();

  await page.getByRole("button", { name: "Read the parent/guardian waiver for minors under 18" }).click();
  const waiver = page.getByRole("dialog", { name: "Parent/guardian waiver for minors under 18" });
  await expect(waiver).toBeVisible();
  await expect(waiver).toContainText("parent or legal guardian");
  await expectAccessible(page);
  await waiver.getByRole("button", { name: "I agree" }).click();
  await expect(waiver).toBeHidden();
  await expect(page.getByLabel("I have read and accept the parent/guardian waiver for participants under 18.")).toBeChecked();
  await expect(confirm).toBeEnabled();
  await confirm.click();

  await expect(page).toHaveURL(/\/register\/logistic$/);
  await expect(currentStep(page)).toContainText("Logistics");
  await expect(page.getByText("You can also add your flight information later in your personal account.")).toBeVisible();
  await expect(page.getByRole("radio")).toHaveCount(3);
  await expect(page.getByLabel("I can travel by myself")).toBeVisible();
  await expect(page.getByLabel("I haven't booked yet")).toBeVisible();
  await expect(confirm).toBeDisabled();
  await page.getByLabel("I can provide the transportation details").check();
  await expect(confirm).toBeEnabled();
  await confirm.click();

  await expect(page).toHaveURL(/\/register\/logistic_informations$/);
  await expect(currentStep(page)).toContainText("Logistics");
  await expect(page.getByRole("group", { name: "Ticket 1 — Linh Nguyen" })).toBeVisible();
  await expect(page.getByRole("group", { name: "Ticket 2 — Minh Tran" })).toBeVisible();
  await expect(page.getByRole("group", { name: "Ticket 3 — Sam Pham" })).toBeVisible();

  const first = ticketBlock(page, 1);
  await expect(first.getByLabel("Arrival airline")).toBeHidden();
  await expect(first.getByLabel("Arrival date and time")).toHaveAttribute("min", "2018-06-07T00:00");
  await expect(first.getByLabel("Arrival date and time")).toHaveAttribute("max", "2050-06-14T00:00");
  await first.getByRole("group", { name: "Arrival transport" }).getByLabel("Plane").check();
  await expect(first.getByLabel("Arrival airline")).toBeVisible();
  await expect(first.getByLabel("Arrival airline")).toBeEnabled();
  await first.getByLabel("Arrival date and time").fill("2030-07-01T10:30");
  await first.getByLabel("Arrival airline").fill("Vietnam Airlines");
  await first.getByRole("group", { name: "Departure transport" }).getByLabel("Plane").check();
  await first.getByLabel("Departure date and time").fill("2030-07-08T16:00");
  await first.getByLabel("Departure airline").fill("Vietnam Airlines");
  await first.getByLabel("Departure flight number").fill("VN36");
  await first.getByLabel("Comments (optional)").fill("Landing at BER");

  const second = ticketBlock(page, 2);
  await second.getByRole("group", { name: "Arrival transport" }).getByLabel("Train").check();
  await second.getByLabel("Arrival date and time").fill("2030-07-01T09:00");
  await second.getByRole("group", { name: "Departure transport" }).getByLabel("Train").check();
  await second.getByLabel("Departure date and time").fill("2030-07-08T18:00");
  await expect(second.getByLabel("Arrival airline")).toBeHidden();
  await expect(second.getByLabel("Arrival airline")).toBeDisabled();

  const third = ticketBlock(page, 3);
  await third.getByRole("group", { name: "Arrival transport" }).getByLabel("Train").check();
  await third.getByLabel("Arrival date and time").fill("2030-07-01T12:00");
  await third.getByRole("group", { name: "Departure transport" }).getByLabel("Train").check();
  await third.getByLabel("Departure date and time").fill("2030-07-08T12:00");

  await confirm.click();
  await expect(first.getByText("Flight number is required.")).toBeVisible();
  await expect(page).toHaveURL(/\/register\/logistic_informations$/);
  await first.getByLabel("Arrival flight number").fill("VN37");
  await confirm.click();

  await expect(page).toHaveURL(/\/checkout$/);
  // Every attendee carries guardian fields, empty for adults, the event's ticket type and the answers to its questions; phones as the picker holds them, in E.164.
  const e164 = (phone: string | undefined) => (phone ? `+${phone.replace(/\D/g, "")}` : "");
  const strip = ({ healthcare: _, ...a }: Attendee) => ({ guardianName: "", guardianEmail: "", ticketTypeId: expect.any(Number) as unknown, answers: expect.any(Object) as unknown, ...a, phone: e164(a.phone), guardianPhone: e164(a.guardianPhone), age: Number(a.age) });
  const train = (arrival: string, departure: string) => ({ arrivalTransportType: "train", arrivalDatetime: arrival, departureTransportType: "train", departureDatetime: departure, comments: "" });
  expect(await historyRegistration(page)).toEqual({
    eventId,
    numTickets: 3,
    isOnline: false,
    logisticCase: "logisticInformation",
    ticketsData: { "1": { ...strip(LINH), healthcare: "Vegetarian" }, "2": { ...strip(MINH), healthcare: "" }, "3": { ...strip(SAM), healthcare: "" } },
    logisticsData: {
      "1": {
        arrivalTransportType: "plane",
        arrivalDatetime: "2030-07-01T10:30",
        arrivalAirline: "Vietnam Airlines",
        arrivalFlightNumber: "VN37",
        departureTransportType: "plane",
        departureDatetime: "2030-07-08T16:00",
        departureAirline: "Vietnam Airlines",
        departureFlightNumber: "VN36",
        comments: "Landing at BER",
      },
      "2": train("2030-07-01T09:00", "2030-07-08T18:00"),
      "3": train("2030-07-01T12:00", "2030-07-08T12:00"),
    },
  });

  await expect(currentStep(page)).toContainText("Payment");
  const summary = page.getByRole("region", { name: "Order summary" });
  await expect(summary).toContainText("Ticket 1: Linh Nguyen");
  await expect(summary).toContainText("Ticket 2: Minh Tran");
  await expect(summary).toContainText("Ticket 3: Sam Pham");
  await expect(summary).toContainText("I can provide the transportation details");
  await page.getByRole("button", { name: "Pay (test mode)" }).click();

  await expect(page).toHaveURL(/\/response\/success\/checkout$/);
  await expect(page.getByRole("heading", { level: 1, name: "Registration complete" })).toBeVisible();
  await expect(currentStep(page)).toContainText("Done");
  await expect(page.getByRole("navigation", { name: "Registration progress" }).getByRole("listitem")).toHaveCount(4);
  await page.getByRole("link", { name: "See my tickets" }).click();
  await expect(page).toHaveURL(/\/account\/tickets$/);
  await page.getByRole("button", { name: "Flight details of Ticket 1: Linh Nguyen" }).click();
  const saved = page.getByRole("group", { name: "Flight details of Ticket 1: Linh Nguyen" });
  await expect(saved.getByRole("group", { name: "Arrival transport" }).getByLabel("Plane")).toBeChecked();
  await expect(saved.getByLabel("Arrival date and time")).toHaveValue("2030-07-01T10:30");
  await expect(saved.getByLabel("Arrival flight number")).toHaveValue("VN37");
  await expect(saved.getByLabel("Departure airline")).toHaveValue("Vietnam Airlines");
  await expect(saved.getByLabel("Comments (optional)")).toHaveValue("Landing at BER");
});

test("travelling alone goes straight to checkout, and flight details are added later from the tickets page", async ({ page }) => {
  test.slow();
  await signUpVerifyAndLogin(page);
  await openEvent(page, "Activism Seminar for Social Impact");
  await page.getByRole("button", { name: "Get a ticket" }).click();
  await fillAttendee(page, 1, LINH);
  await page.getByLabel("I have read and accept the waiver of liability.").check();
  await page.getByLabel("I have read and accept the parent/guardian waiver for participants under 18.").check();
  await page.getByRole("button", { name: "Confirm" }).click();
  await page.getByLabel("I can travel by myself").check();
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  expect(await historyRegistration(page)).toMatchObject({ numTickets: 1, logisticCase: "selfTravel", ticketsData: { "1": { firstName: "Linh" } } });
  expect(await historyRegistration(page)).not.toHaveProperty("logisticsData");
  await page.getByRole("button", { name: "Pay (test mode)" }).click();
  await expect(page).toHaveURL(/\/response\/success\/checkout$/);

  await page.goto("/account/tickets");
  const toggle = page.getByRole("button", { name: "Flight details of Ticket 1: Linh Nguyen" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  const editor = page.getByRole("group", { name: "Flight details of Ticket 1: Linh Nguyen" });
  await expect(editor.getByLabel("Arrival date and time")).toHaveValue("");
  await editor.getByRole("group", { name: "Arrival transport" }).getByLabel("Plane").check();
  await editor.getByLabel("Arrival date and time").fill("2030-05-10T08:15");
  await editor.getByLabel("Arrival airline").fill("Air Canada");
  await editor.getByRole("group", { name: "Departure transport" }).getByLabel("Train").check();
  await editor.getByLabel("Departure date and time").fill("2051-05-14T19:00");
  await page.getByRole("button", { name: "Save flight details" }).click();
  await expect(editor.getByText("Flight number is required.")).toBeVisible();
  await expect(editor.getByText("Date must be between 2018-06-07 00:00 and 2050-06-14 00:00.")).toBeVisible();
  await expectAccessible(page);
  await editor.getByLabel("Arrival flight number").fill("AC870");
  await editor.getByLabel("Departure date and time").fill("2030-05-14T19:00");
  await page.getByRole("button", { name: "Save flight details" }).click();
  await expect(page.getByText("Flight details saved.")).toBeVisible();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");

  await page.reload();
  await page.getByRole("button", { name: "Flight details of Ticket 1: Linh Nguyen" }).click();
  await expect(editor.getByLabel("Arrival flight number")).toHaveValue("AC870");
  await expect(editor.getByLabel("Departure date and time")).toHaveValue("2030-05-14T19:00");
  await expect(editor.getByLabel("Departure airline")).toBeHidden();
});

test("a free online event is registered without payment and shows up in the account", async ({ page }) => {
  test.slow();
  await signUpVerifyAndLogin(page);
  await openEvent(page, "Community Engagement Training (Online)");
  await page.getByRole("button", { name: "Get a ticket" }).click();
  await expect(page).toHaveURL(/\/register\/\d+\/1$/);
  await expect(page.getByRole("navigation", { name: "Registration progress" }).getByRole("listitem")).toHaveCount(2);
  await expect(currentStep(page)).toContainText("Attendee info");
  await expect(page.getByLabel("Health and dietary needs (optional)")).toHaveCount(0);
  await fillAttendee(page, 1, { ...SAM, healthcare: undefined });
  await page.getByLabel("I have read and accept the waiver of liability.").check();
  await page.getByLabel("I have read and accept the parent/guardian waiver for participants under 18.").check();
  await page.getByRole("button", { name: "Confirm" }).click();

  await expect(page).toHaveURL(/\/register\/confirm_attendance$/);
  await expect(page.getByText("By confirming, you officially confirm your attendance.")).toBeVisible();
  await expect(page.getByText("Ticket 1: Sam Pham")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Confirm" }).click();

  await expect(page).toHaveURL(/\/response\/success\/checkout$/);
  await expect(page.getByRole("heading", { level: 1, name: "Registration complete" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Registration progress" }).getByRole("listitem")).toHaveCount(2);
  await expect(currentStep(page)).toContainText("Done");
  expect(await page.evaluate(() => Object.keys(window.sessionStorage).filter((k) => k.startsWith("vyc.registration")))).toEqual([]);

  await page.getByRole("link", { name: "See my tickets" }).click();
  const order = page.getByRole("article", { name: "Community Engagement Training (Online)" });
  await expect(order).toContainText("Ticket 1: Sam Pham");
  await expect(order.getByRole("button", { name: /Flight details/ })).toHaveCount(0);
});

test("a failed attendance confirmation says so and stays on the page", async ({ page }) => {
  test.slow();
  await signUpVerifyAndLogin(page);
  await openEvent(page, "Community Engagement Training (Online)");
  await page.getByRole("button", { name: "Get a ticket" }).click();
  await fillAttendee(page, 1, { ...LINH, healthcare: undefined });
  await page.getByLabel("I have read and accept the waiver of liability.").check();
  await page.getByLabel("I have read and accept the parent/guardian waiver for participants under 18.").check();
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page).toHaveURL(/\/register\/confirm_attendance$/);

  await page.route("**/trpc/registration.public**", (route) => route.fulfill({ status: 503, contentType: "application/json", body: "{}" }));
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("An error occurred. Please try again.")).toBeVisible();
  await expect(page).toHaveURL(/\/register\/confirm_attendance$/);

  await page.unroute("**/trpc/registration.public**");
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page).toHaveURL(/\/response\/success\/checkout$/);
});

test("a reload in the middle of the flow keeps what was typed and chosen", async ({ page }) => {
  test.slow();
  await signUpVerifyAndLogin(page);
  await openEvent(page, "Identity Summer Camp Germany");
  await page.getByRole("button", { name: "More tickets" }).click();
  await page.getByRole("button", { name: "Get a ticket" }).click();
  await expect(page).toHaveURL(/\/register\/\d+\/2$/);
  await fillAttendee(page, 1, LINH);
  await ticketBlock(page, 2).getByLabel("First name").fill("Minh");
  await page.getByLabel("I have read and accept the waiver of liability.").check();

  await page.reload();
  await expectAttendee(page, 1, LINH);
  await expect(ticketBlock(page, 1).getByLabel("Health and dietary needs (optional)")).toHaveValue("Vegetarian");
  await expect(ticketBlock(page, 2).getByLabel("First name")).toHaveValue("Minh");
  await expect(page.getByLabel("I have read and accept the waiver of liability.")).toBeChecked();

  await fillAttendee(page, 2, MINH);
  await page.getByLabel("I have read and accept the parent/guardian waiver for participants under 18.").check();
  await page.getByRole("button", { name: "Confirm" }).click();
  await page.getByLabel("I can provide the transportation details").check();
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page).toHaveURL(/\/register\/logistic_informations$/);
  await ticketBlock(page, 1).getByRole("group", { name: "Arrival transport" }).getByLabel("Plane").check();
  await ticketBlock(page, 1).getByLabel("Arrival airline").fill("Lufthansa");

  await page.reload();
  await expect(page.getByRole("group", { name: "Ticket 2 — Minh Tran" })).toBeVisible();
  await expect(ticketBlock(page, 1).getByRole("group", { name: "Arrival transport" }).getByLabel("Plane")).toBeChecked();
  await expect(ticketBlock(page, 1).getByLabel("Arrival airline")).toHaveValue("Lufthansa");

  await page.goBack();
  await expect(page).toHaveURL(/\/register\/logistic$/);
  await expect(page.getByLabel("I can provide the transportation details")).toBeChecked();
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/register\/\d+\/2$/);
  await expectAttendee(page, 2, MINH);
});

test("an attendee form with mistakes explains each one and stays", async ({ page }) => {
  test.slow();
  await signUpVerifyAndLogin(page);
  await openEvent(page, "Identity Summer Camp Germany");
  await page.getByRole("button", { name: "Get a ticket" }).click();
  await fillAttendee(page, 1, { ...LINH, age: "0", phone: "1234567890" });
  await ticketBlock(page, 1).getByLabel("Email").fill("");
  await page.getByLabel("I have read and accept the waiver of liability.").check();
  await page.getByLabel("I have read and accept the parent/guardian waiver for participants under 18.").check();
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("Age must be between 1 and 100.")).toBeVisible();
  await expect(page.getByText("Enter a valid phone number with its country code, e.g. +49 151 23456789.")).toBeVisible();
  await expect(page.getByText("Email is required.")).toBeVisible();
  await expect(ticketBlock(page, 1).getByLabel("Age")).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/register\/\d+\/1$/);
  await expectAccessible(page);
});

test("a ticket count outside 1 to 8 in the address lands on the home page", async ({ page }) => {
  test.slow();
  await signUpVerifyAndLogin(page);
  for (const path of ["/register/1/9", "/register/1/0", "/register/1/abc"]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/$/);
  }
});

test("an event closed for registration sends the attendee form to the closed-form page", async ({ page }) => {
  test.slow();
  await signUpVerifyAndLogin(page);
  await page.goto("/events");
  await page.getByRole("article", { name: "Skill-building Weekend Copenhagen" }).getByRole("link", { name: /See more/ }).click();
  const id = new URL(page.url()).pathname.split("/")[2];
  await page.goto(`/register/${id}/1`);
  await expect(page).toHaveURL(/\/response\/error\/register$/);
  await expect(page.getByRole("heading", { level: 1, name: "Registration is closed" })).toBeVisible();
});

test("result pages say what happened, what to do next and how to reach support", async ({ page }) => {
  test.slow();
  const pages = [
    ["/response/success/checkout", "Registration complete", "See my tickets", "/account/tickets"],
    ["/response/success/resetPassword", "Password changed", "Go to login", "/login"],
    ["/response/success/forgetPassword", "Check your inbox", "Back to login", "/login"],
    ["/response/success/whatever", "Thank you!", "See our events", "/events"],
    ["/response/error/timeout", "Your checkout session has expired", "Register again", "/events"],
    ["/response/error/transaction", "Transaction is not complete.", "Register again", "/events"],
    ["/response/error/forgottenPassword", "We could not send the reset e-mail", "Try again", "/forget_password"],
  ] as const;
  for (const [path, title, action, href] of pages) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole("link", { name: action })).toHaveAttribute("href", href);
    await expect(page.getByRole("link", { name: "Go to homepage" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("link", { name: "contact@vyc-network.org" })).toHaveAttribute("href", "mailto:contact@vyc-network.org");
  }
  await page.goto("/response/error/checkout");
  await expect(page.getByText("Error setting participants. Please try again later.")).toBeVisible();
});
