import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { E2E_SERVER, STAFF_EMAIL, STAFF_PASSWORD } from "./fake-bridge";

export interface WalkIn {
  firstName: string;
  lastName: string;
  email: string;
}

/** Signs the desk in from the sign-in screen, which then shows the page asked for (the desk's home unless told). */
export async function signInAtDesk(page: Page, heading = "Camp desk"): Promise<void> {
  await expect(page.getByRole("heading", { name: "Camp desk sign-in" })).toBeVisible();
  await page.getByLabel("Email").fill(STAFF_EMAIL);
  await page.getByLabel("Password").fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: heading, exact: true })).toBeVisible();
}

/** Fills one attendee block of the desk's short walk-in form. */
export async function fillAttendee(page: Page, ticket: number, person: WalkIn): Promise<void> {
  const block = page.getByRole("group", { name: `Ticket ${ticket}` });
  await block.getByLabel("First name").fill(person.firstName);
  await block.getByLabel("Last name").fill(person.lastName);
  await block.getByLabel("Age").fill("19");
  await block.getByLabel("Email (optional)").fill(person.email);
}

/** Makes this desk check in for the event (its check-in list, as chosen in the desk settings, kept on the device). */
export async function checkInForEvent(page: Page, event: { id: number; name: string }): Promise<void> {
  await page.evaluate((list) => localStorage.setItem("vyc.desk.checkInList", JSON.stringify({ list: { list: { eventId: list.id }, name: list.name, nameVi: "" }, deskName: null })), event);
}

/** A second desk (another kiosk) talking to the API directly with its own staff sign-in. */
export async function otherDesk(request: APIRequestContext) {
  const trpc = async <T>(path: string, input: unknown, authorization?: string): Promise<T> => {
    const res = await request.post(`${E2E_SERVER}/trpc/${path}?batch=1`, {
      data: { 0: input },
      headers: authorization ? { authorization } : {},
    });
    expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
    const [answer] = (await res.json()) as Array<{ result: { data: T } }>;
    if (!answer) throw new Error(`${path}: empty answer`);
    return answer.result.data;
  };
  const { token } = await trpc<{ token: string }>("kiosk.signIn", { email: STAFF_EMAIL, password: STAFF_PASSWORD });
  const authorization = `Bearer ${token}`;
  return {
    /** The id of the desk's event called `name`. */
    eventId: async (name: string): Promise<number> => {
      const res = await request.get(`${E2E_SERVER}/trpc/kiosk.events?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: undefined }))}`, { headers: { authorization } });
      const [answer] = (await res.json()) as Array<{ result: { data: Array<{ id: number; name: string }> } }>;
      const event = answer?.result.data.find((e) => e.name === name);
      if (!event) throw new Error(`No desk event called ${name}`);
      return event.id;
    },
    checkIn: (secret: string, deviceId: string, eventId: number) =>
      trpc<{ result: string }>("kiosk.checkIn", { clientScanId: `other-${Date.now()}-${Math.random().toString(36).slice(2)}`, deviceId, list: { eventId }, secret }, authorization),
    search: async (query: string) => {
      const res = await request.get(`${E2E_SERVER}/trpc/kiosk.searchTickets?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { query } }))}`, {
        headers: { authorization },
      });
      const [answer] = (await res.json()) as Array<{ result: { data: Array<{ attendee: { lastName: string }; checkedInAt: string | null; firstCheckIn: { deviceId: string } | null }> } }>;
      return answer?.result.data ?? [];
    },
  };
}
