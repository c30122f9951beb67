import type { Page } from "@playwright/test";
import sharp from "sharp";
import { E2E_ADMIN } from "@vyc/testkit/e2e-accounts";
import { expect, expectAccessible, test } from "@vyc/testkit/e2e-fixtures";
import { logInThroughForm } from "./support/auth";

const logo = () => sharp({ create: { width: 600, height: 200, channels: 4, background: "#b3261e" } }).png().toBuffer();
const NO_LOGO = "No logo: e-mails and tickets show the organisation's name.";

/** Saves the settings form and waits for the server's answer. */
async function save(page: Page): Promise<void> {
  const answered = page.waitForResponse((response) => response.url().includes("admin.saveOrganiserSettings"));
  await page.getByRole("button", { name: "Save settings" }).click();
  expect((await answered).ok()).toBe(true);
}

test("an admin uploads the organiser's logo in the settings, sees it after saving, and removes it", async ({ page }) => {
  await logInThroughForm(page, E2E_ADMIN, "/admin/settings");
  const field = page.getByRole("group", { name: "Logo" });
  await expect(field.getByText(NO_LOGO)).toBeVisible();
  await field.getByLabel(/Upload an image/).setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: await logo() });
  const preview = field.getByRole("img", { name: "The organiser's logo" });
  await expect(preview).toBeVisible();
  try {
    await save(page);
    await expect(page.getByText("Settings saved.").first()).toBeVisible();
    await page.reload();
    await expect(preview).toBeVisible();
    expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(600);
    await expectAccessible(page);
  } finally {
    await field.getByRole("button", { name: "Remove the logo" }).click();
    await save(page);
  }
  await page.reload();
  await expect(field.getByText(NO_LOGO)).toBeVisible();
});
