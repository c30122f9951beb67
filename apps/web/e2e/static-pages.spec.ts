import { SOCIAL_LINKS } from "@vyc/app/site-links";
import { expect, test } from "@vyc/testkit/e2e-fixtures";

const PAGES = [
  { path: "/introduction", title: "Introduction", text: "Where we meet" },
  { path: "/about", title: "About us", text: "Our mission" },
  { path: "/privacy_policy", title: "Privacy Policy", text: "Login cookies last at most 1 hour" },
  { path: "/terms_and_conditions_of_sale", title: "Terms and Conditions of Sale", text: "Cancellations and refunds" },
];

for (const { path, title, text } of PAGES) {
  test(`${path} shows its text and the Last Updated date`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByText("Last Updated: 7th March 2024")).toBeVisible();
    await expect(page.locator("time[datetime='2024-03-07']")).toHaveCount(1);
    await expect(page.getByRole("main")).toContainText(text);
    await expect(page.getByText("Coming soon")).toHaveCount(0);
  });
}

test("the footer links to the legal pages and the social sites, with the copyright years", async ({ page }) => {
  await page.goto("/events");
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText(`© 2022–${new Date().getFullYear()}`);

  for (const { label, href } of SOCIAL_LINKS) {
    const link = footer.getByRole("link", { name: label, exact: true });
    await expect(link).toHaveAttribute("href", href);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /\bnoopener\b/);
  }
  expect(SOCIAL_LINKS.map((s) => new URL(s.href).hostname)).toEqual(["www.tiktok.com", "www.instagram.com", "discord.gg"]);

  const legal = footer.getByRole("navigation", { name: "Legal" });
  await legal.getByRole("link", { name: "About" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About us");
  await legal.getByRole("link", { name: "Terms and Conditions of Sale" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms and Conditions of Sale");
  await legal.getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL(/\/privacy_policy$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
});
