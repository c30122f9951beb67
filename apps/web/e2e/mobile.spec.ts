import { expect, test } from "@vyc/testkit/e2e-fixtures";

test.use({ viewport: { width: 375, height: 812 } });

test("on a 375 px phone the header's menu opens, navigates and closes", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/");
  const toggle = page.getByRole("button", { name: "Open menu" });
  const menu = page.getByRole("navigation", { name: "Main" });
  await expect(toggle).toBeVisible();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(menu.getByRole("link", { name: "Events", exact: true })).toBeHidden();

  const brand = await page.getByRole("link", { name: "Vietnamese Youth Camps" }).boundingBox();
  const button = await toggle.boundingBox();
  expect(Math.abs((brand?.y ?? 0) - (button?.y ?? 100))).toBeLessThan(20);

  await toggle.click();
  const close = page.getByRole("button", { name: "Close menu" });
  await expect(close).toHaveAttribute("aria-expanded", "true");
  for (const name of ["Home", "Events", "Introduction", "About", "Login", "Signup"]) {
    await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
  }

  await menu.getByRole("link", { name: "Events", exact: true }).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByRole("heading", { name: "Our current events" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  await expect(menu.getByRole("link", { name: "Events", exact: true })).toBeHidden();

  await page.getByRole("button", { name: "Open menu" }).click();
  await menu.getByRole("link", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(/\/login/);
});

for (const path of ["/", "/events", "/introduction", "/about", "/privacy_policy", "/terms_and_conditions_of_sale"]) {
  test(`${path} fits a 375 px screen without sideways scrolling`, async ({ page }) => {
    await page.goto(path);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
  });
}
