import { signUpVerifyAndLogin } from "./support/auth";
import { expect, test } from "@vyc/testkit/e2e-fixtures";

test.describe.configure({ timeout: 90_000 });

test("the tickets page lists the user's orders with their tickets", async ({ page }) => {
  await signUpVerifyAndLogin(page);
  const { events } = (await (await page.request.get("/api/events/getEventsNotExpired")).json()) as { events: Array<{ id: number; name: string }> };
  const online = events.find((e) => e.name === "Community Engagement Training (Online)");
  const attendee = { gender: "female", age: 21, phone: "+49 151 23456789", country: "Germany", expectation: "Learn" };
  const res = await page.request.post("/api/register/public", {
    data: {
      eventId: online?.id,
      numTickets: 2,
      isOnline: true,
      participants: {
        "1": { ...attendee, firstName: "Linh", lastName: "Nguyen", email: "linh@example.test" },
        "2": { ...attendee, firstName: "Minh", lastName: "Tran", email: "minh@example.test" },
      },
    },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);

  await page.goto("/account/tickets");
  const order = page.getByRole("article", { name: "Community Engagement Training (Online)" });
  await expect(order).toContainText(/Order #\d+/);
  await expect(order.getByRole("button", { name: "Refund" })).toBeDisabled();
  const first = order.getByRole("listitem").filter({ hasText: "Ticket 1: Linh Nguyen" });
  await expect(first).toContainText("Valid, ready for check-in");
  await expect(order).toContainText("Confirmed");
  await expect(first.getByRole("img", { name: "QR code of Ticket 1: Linh Nguyen" })).toBeVisible();
  await expect(order.getByRole("listitem").filter({ hasText: "Ticket 2: Minh Tran" })).toBeVisible();
  await expect(page.getByText("You don't have a ticket yet.")).toHaveCount(0);
});
