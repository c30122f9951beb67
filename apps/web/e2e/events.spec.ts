import { expect, expectAccessible, test } from "@vyc/testkit/e2e-fixtures";

test("a visitor browses upcoming events and opens one", async ({ page }) => {
  await page.goto("/events");
  await expect(page.getByRole("heading", { name: "Our current events" })).toBeVisible();

  const camp = page.getByRole("article", { name: "Identity Summer Camp Germany" });
  await expect(camp).toContainText("490 €");
  await expect(camp).toContainText("Invoices and receipts available for easy reimbursement");
  await expect(page.getByRole("article", { name: "Activism Seminar for Social Impact" })).toContainText("$180");
  await expect(page.getByRole("article", { name: "Community Engagement Training (Online)" })).toContainText("Free event - registration required");
  await expect(page.getByRole("article", { name: "Summer Camp Norway" })).toHaveCount(0);

  await camp.getByRole("link", { name: /See more/ }).click();
  await expect(page).toHaveURL(/\/events\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Identity Summer Camp Germany" })).toBeVisible();
  await expect(page.getByText("Jugendherberge Am Wannsee")).toBeVisible();
  await expect(page.getByText("Sleeping bag")).toBeVisible();
  await expect(page.getByRole("button", { name: "Get a ticket" })).toBeEnabled();
  await expectAccessible(page);
});

test("an event closed for registration cannot be booked", async ({ page }) => {
  await page.goto("/events");
  const card = page.getByRole("article", { name: "Skill-building Weekend Copenhagen" });
  await expect(card.getByText("Registration closed")).toBeVisible();
  // The specification gives every card "Register now": here it leads to the event page, which says why not.
  await card.getByRole("link", { name: /Register now/ }).click();
  await expect(page.getByRole("button", { name: "Registration closed" })).toBeDisabled();
});

test("an unknown event shows the load error", async ({ page }) => {
  await page.goto("/events/999999");
  await expect(page.getByRole("alert")).toHaveText("Error call api request");
});
