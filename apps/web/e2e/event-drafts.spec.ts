import { E2E_STAFF } from "@vyc/testkit/e2e-accounts";
import { expect, test } from "@vyc/testkit/e2e-fixtures";
import { logInThroughForm } from "./support/auth";

test.describe.configure({ timeout: 90_000 });

const RUN = Date.now().toString(36);
const YEAR = new Date().getUTCFullYear() + 2;
const NAME = `Harvest Moon Retreat ${RUN}`;

test("staff create an event as a draft, preview its page, publish it, and visitors then find it on /events", async ({ page, browser }) => {
  await logInThroughForm(page, E2E_STAFF, "/admin/events/new");
  await expect(page.getByLabel("Published on the site")).not.toBeChecked();
  await page.getByLabel("Name", { exact: true }).fill(NAME);
  await page.getByLabel("Category", { exact: true }).fill("Retreat");
  await page.getByLabel("Description", { exact: true }).fill("Three quiet days in the hills under the full moon.");
  await page.getByLabel("Place", { exact: true }).fill("Mountain Lodge");
  await page.getByLabel("Location", { exact: true }).fill("Bavaria, Germany");
  await page.getByLabel("Start (UTC)").fill(`${YEAR}-09-10T09:00`);
  await page.getByLabel("End (UTC)").fill(`${YEAR}-09-13T16:00`);
  await page.getByLabel("Year").fill(String(YEAR));
  await page.getByLabel("Unit price").fill("120");
  await page.getByLabel("Capacity").fill("30");
  await page.getByRole("button", { name: "Create event" }).click();

  await expect(page.getByRole("heading", { level: 1, name: NAME })).toBeVisible();
  await expect(page.getByText("Draft", { exact: true })).toBeVisible();
  const eventId = /\/admin\/events\/(\d+)/.exec(page.url())?.[1] ?? "";
  expect(eventId).not.toBe("");

  const visitor = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/events/${eventId}?preview=1`);
  await expect(visitorPage.getByRole("alert")).toBeVisible();
  await expect(visitorPage.getByRole("heading", { level: 1, name: NAME })).toHaveCount(0);

  await page.getByRole("link", { name: "Preview" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Preview: this is the event's page as visitors will see it once it is published." })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: NAME })).toBeVisible();
  await expect(page.getByText("Mountain Lodge")).toBeVisible();
  await page.getByRole("link", { name: "Back to the event" }).click();

  await page.getByRole("button", { name: "Publish", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: `Publish ${NAME}?` });
  await expect(dialog).toContainText("The event will be listed on the site");
  await dialog.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Published", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Unpublish", exact: true })).toBeVisible();

  await page.goto("/admin/events");
  await expect(page.getByRole("row", { name: new RegExp(NAME) }).getByText("Published", { exact: true })).toBeVisible();

  await visitorPage.goto("/events");
  await expect(visitorPage.getByRole("article", { name: NAME })).toBeVisible();
  await visitorPage.goto(`/events/${eventId}`);
  await expect(visitorPage.getByRole("heading", { level: 1, name: NAME })).toBeVisible();

  // Unpublished again, it leaves the site.
  await page.goto(`/admin/events/${eventId}`);
  await page.getByRole("button", { name: "Unpublish", exact: true }).click();
  const unpublish = page.getByRole("dialog", { name: `Unpublish ${NAME}?` });
  await unpublish.getByRole("button", { name: "Unpublish", exact: true }).click();
  await expect(unpublish).toBeHidden();
  await expect(page.getByText("Draft", { exact: true })).toBeVisible();
  await visitorPage.goto("/events");
  await expect(visitorPage.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(visitorPage.getByRole("article", { name: NAME })).toHaveCount(0);
  await visitor.close();
});
