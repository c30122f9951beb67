import { E2E_DESK_EVENT } from "@vyc/testkit/e2e-desk-event";
import { waitForMail } from "@vyc/testkit/e2e-mailbox";
import { expect, test } from "@vyc/testkit/e2e-fixtures";
import { checkInForEvent, fillAttendee, otherDesk, signInAtDesk, type WalkIn } from "./support/desk";
import { deskUrl, E2E_SERVER, FAKE_DEVICE_ID, installFakeBridge, mainProcessState, STAFF_EMAIL } from "./support/fake-bridge";

const run = Math.random().toString(36).slice(2, 8);
const person = (firstName: string, lastName: string): WalkIn => ({
  firstName,
  lastName: `${lastName}-${run}`,
  email: `${firstName.toLowerCase()}.${run}@example.test`,
});

test.beforeEach(async ({ page }) => {
  await installFakeBridge(page);
});

/** Sells a walk-in of the camp under way from the sale screen and returns each attendee's ticket code, read off the printed ticket. */
async function sellWalkIn(page: import("@playwright/test").Page, people: WalkIn[]): Promise<string[]> {
  const event = E2E_DESK_EVENT.name;
  await page.getByRole("navigation", { name: "Desk" }).getByRole("link", { name: "Walk-in sale" }).click();
  await page.getByRole("radio", { name: new RegExp(event) }).check();
  for (let i = 1; i < people.length; i++) await page.getByRole("button", { name: "More tickets" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  for (const [i, p] of people.entries()) await fillAttendee(page, i + 1, p);
  await page.getByLabel("Each attendee (for a minor, the guardian present) has read and accepts the waiver of liability.").check();
  const total = `${490 * people.length} €`;
  await expect(page.getByText(`${people.length} × 490 € = ${total}`)).toBeVisible();
  await page.getByRole("radio", { name: "Cash" }).check();
  await page.getByRole("button", { name: `Payment of ${total} received — create tickets` }).click();
  await expect(page.getByRole("heading", { level: 1, name: new RegExp(`^Order #\\d+ · ${event}$`) })).toBeVisible();
  const codes: string[] = [];
  for (const [i, p] of people.entries()) {
    const ticket = page.getByRole("article", { name: `Ticket ${i + 1}: ${p.firstName} ${p.lastName}` });
    await expect(ticket.getByRole("img", { name: `QR code of ticket ${i + 1}` })).toBeVisible();
    codes.push((await ticket.locator(".ticket-code").textContent()) ?? "");
  }
  return codes;
}

test("staff sign in, sell a walk-in of two, find both by name and by QR scan, check them in; a second scan is refused", async ({ page, request }) => {
  test.slow();
  await page.goto(deskUrl());
  await expect(page).toHaveURL(/#\/staff\/sign-in$/);
  await signInAtDesk(page);
  await expect(page.getByRole("status", { name: "Desk connection" })).toContainText("Online");
  await expect(page.getByText(STAFF_EMAIL)).toBeVisible();
  const held = await mainProcessState(page);
  expect(held?.token, "the main process holds the staff token").toBeTruthy();
  const localValues = await page.evaluate(() => Object.keys(localStorage).map((key) => localStorage.getItem(key) ?? ""));
  expect(localValues.some((value) => value.includes(held?.token ?? "-"))).toBe(false);

  const linh = person("Linh", "Pham");
  const bao = person("Bao", "Tran");
  const [, baoCode] = await sellWalkIn(page, [linh, bao]);
  expect(baoCode).toMatch(/^[A-Za-z0-9_-]{20,}$/);

  await page.getByRole("button", { name: "Print tickets" }).click();
  await expect(page.getByText("Tickets sent to the printer.")).toBeVisible();
  expect((await mainProcessState(page))?.prints).toBe(1);
  await page.getByRole("button", { name: "E-mail tickets" }).click();
  await expect(page.getByText(`Tickets e-mailed to ${linh.email}, ${bao.email}.`)).toBeVisible();
  expect((await waitForMail(bao.email, `Your tickets for ${E2E_DESK_EVENT.name}`)).text).toContain(`code ${baoCode}`);

  // Lookup by name, then check in on the desk's check-in list.
  await checkInForEvent(page, { id: await (await otherDesk(request)).eventId(E2E_DESK_EVENT.name), name: E2E_DESK_EVENT.name });
  await page.getByRole("navigation", { name: "Desk" }).getByRole("link", { name: "Lookup" }).click();
  const search = page.getByLabel("Name, e-mail, order number or scan a QR code");
  await expect(search).toBeFocused();
  await search.fill(`${linh.firstName} ${linh.lastName}`);
  await search.press("Enter");
  const linhCard = page.getByRole("article", { name: `${linh.firstName} ${linh.lastName}` });
  await expect(linhCard).toContainText(E2E_DESK_EVENT.name);
  await expect(linhCard).toContainText("paid at the desk");
  await expect(linhCard).toContainText("Not checked in yet");
  await linhCard.getByRole("button", { name: "Check in" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Checked in: ${linh.firstName} ${linh.lastName}` })).toBeVisible();
  await expect(linhCard).toContainText("Checked in on");
  await expect(linhCard.getByRole("button", { name: "Check in" })).toHaveCount(0);

  // Lookup by a scanned QR code: the scanner types the code and Enter into the focused field.
  await search.fill("");
  await search.focus();
  await page.keyboard.type(baoCode ?? "");
  await page.keyboard.press("Enter");
  const baoCard = page.getByRole("article", { name: `${bao.firstName} ${bao.lastName}` });
  await expect(baoCard).toContainText(`${bao.email}`);
  await expect(page.getByRole("article")).toHaveCount(1);
  await baoCard.getByRole("button", { name: "Check in" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Checked in: ${bao.firstName} ${bao.lastName}` })).toBeVisible();

  // Scanning the same ticket again at the check-in screen is refused, saying when and where.
  await page.getByRole("navigation", { name: "Desk" }).getByRole("link", { name: "Check-in" }).click();
  await expect(page.getByLabel("Scan a ticket QR code")).toBeFocused();
  await page.keyboard.type(baoCode ?? "");
  await page.keyboard.press("Enter");
  const refused = page.getByRole("alert").filter({ hasText: `Already checked in: ${bao.firstName} ${bao.lastName}` });
  await expect(refused).toBeVisible();
  await expect(refused).toContainText(`at this desk by ${STAFF_EMAIL}`);
  await expect(page.getByLabel("Scan a ticket QR code")).toBeFocused();
});

test("offline: check-ins queue on the desk, survive a reload and sync when the server is back; the duplicate is flagged", async ({ page, request }) => {
  test.slow();
  await page.goto(deskUrl());
  await signInAtDesk(page);
  const people = [person("An", "Vo"), person("Hoa", "Le"), person("Quang", "Do")];
  // Offline scans are dated by the desk: they count from the day before the event starts.
  const codes = await sellWalkIn(page, people);
  const [anCode, hoaCode, quangCode] = codes as [string, string, string];

  // Another desk checks Hoa in while it is still online: the planted duplicate.
  const second = await otherDesk(request);
  const eventId = await second.eventId(E2E_DESK_EVENT.name);
  expect((await second.checkIn(hoaCode, "desk-two-e2e", eventId)).result).toBe("accepted");
  await checkInForEvent(page, { id: eventId, name: E2E_DESK_EVENT.name });

  await page.getByRole("navigation", { name: "Desk" }).getByRole("link", { name: "Check-in" }).click();
  const api = `${E2E_SERVER}/**`;
  const cut = (route: import("@playwright/test").Route) => route.abort("internetdisconnected");
  await page.route(api, cut);

  for (const code of [anCode, hoaCode, quangCode]) {
    await page.getByLabel("Scan a ticket QR code").fill(code);
    await page.getByLabel("Scan a ticket QR code").press("Enter");
    await expect(page.getByRole("status").filter({ hasText: `Saved offline: ${code}` })).toBeVisible();
  }
  await expect(page.getByRole("status", { name: "Desk connection" })).toContainText("Offline");
  await expect(page.getByText("3 check-ins waiting to sync")).toBeVisible();
  const waiting = page.getByRole("region", { name: "Waiting to sync" });
  await expect(waiting.getByRole("listitem")).toHaveCount(3);

  await page.reload();
  await expect(page.getByText("Signed in (offline)")).toBeVisible();
  await expect(page.getByRole("status", { name: "Desk connection" })).toContainText("Offline");
  await expect(page.getByRole("region", { name: "Waiting to sync" }).getByRole("listitem")).toHaveCount(3);

  await page.unroute(api, cut);
  await expect(page.getByRole("status", { name: "Desk connection" })).toContainText("Online", { timeout: 15_000 });
  const synced = page.getByRole("region", { name: "Synced from offline" });
  await expect(synced.getByRole("listitem")).toHaveCount(3, { timeout: 15_000 });
  await expect(page.getByText(/check-ins? waiting to sync/)).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Waiting to sync" })).toHaveCount(0);
  const [an, hoa, quang] = people as [WalkIn, WalkIn, WalkIn];
  await expect(synced.getByRole("listitem").filter({ hasText: `${an.firstName} ${an.lastName}` })).toContainText("Checked in");
  await expect(synced.getByRole("listitem").filter({ hasText: `${quang.firstName} ${quang.lastName}` })).toContainText("Checked in");
  const duplicate = synced.getByRole("listitem").filter({ hasText: `${hoa.firstName} ${hoa.lastName}` });
  await expect(duplicate).toContainText("Duplicate");
  await expect(duplicate).toContainText("first checked in");
  await expect(duplicate).toContainText("at desk desk-two");

  // The server recorded every scan: all three are in, Hoa's first check-in is the other desk's.
  for (const p of people) {
    const [ticket] = await second.search(`${p.firstName} ${p.lastName}`);
    expect(ticket?.checkedInAt, `${p.firstName} checked in`).toBeTruthy();
    expect(ticket?.firstCheckIn?.deviceId).toBe(p === hoa ? "desk-two-e2e" : FAKE_DEVICE_ID);
  }
});

test("the desk locks after 10 minutes without input and signs out", async ({ page }) => {
  await page.clock.install();
  await page.clock.resume();
  await page.goto(deskUrl("/staff/check-in"));
  await expect(page).toHaveURL(/#\/staff\/sign-in\?next=/);
  await signInAtDesk(page, "Check-in");
  await page.clock.fastForward("09:30");
  await expect(page.getByRole("heading", { level: 1, name: "Check-in", exact: true })).toBeVisible();
  await page.mouse.move(10, 10);
  await page.clock.fastForward("09:30");
  await expect(page.getByRole("heading", { level: 1, name: "Check-in", exact: true })).toBeVisible();
  await page.clock.fastForward("00:31");
  await expect(page.getByRole("heading", { name: "Camp desk sign-in" })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveText("The desk was locked after 10 minutes without activity. Sign in again.");
  expect((await mainProcessState(page))?.token).toBeNull();
});

test("kiosk settings change the kiosk mode and the server address through the bridge", async ({ page }) => {
  await page.goto(deskUrl("/staff/settings"));
  await expect(page.getByRole("heading", { name: "Kiosk settings" })).toBeVisible();
  await expect(page.getByLabel("Server address")).toHaveValue(E2E_SERVER);
  await page.getByLabel("Kiosk mode: full screen, without menu bar").check();
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Settings saved.")).toBeVisible();
  expect((await mainProcessState(page))?.kioskMode).toBe(true);

  await page.getByLabel("Server address").fill("ftp://example.org");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByRole("alert")).toHaveText("The server address must be an http:// or https:// URL.");
  expect((await mainProcessState(page))?.serverUrl).toBe(E2E_SERVER);
});
