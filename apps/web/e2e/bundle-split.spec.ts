import path from "node:path";
import { readManifest } from "../scripts/build-manifest";
import { expect, test } from "@vyc/testkit/e2e-fixtures";

/**
 * A visitor of the home page downloads the public site's code only: the back office, the camp desk
 * and the checkout (with the PayPal SDK wrapper) load when someone opens them. Their chunks are read
 * from the build's manifest (apps/web/dist/.vite/manifest.json).
 */
const distDir = process.env.E2E_WEB_DIST_DIR ?? path.resolve(import.meta.dirname, "../dist");
const manifest = readManifest(distDir);

/** Modules of the screens that must stay out of a public page. */
const PRIVATE_AREA = /packages\/app\/src\/(screens\/(admin|staff|checkout)\/|routes\/(admin|staff|checkout))|catalogs\/\w+\/(admin|desk|checkout)\.json$/;

function closure(keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) return;
    seen.add(key);
    files.add(chunk.file);
    (chunk.imports ?? []).forEach(visit);
  };
  keys.forEach(visit);
  return files;
}

const keys = Object.keys(manifest);
const areaEntries = keys.filter((key) => manifest[key]?.isDynamicEntry && PRIVATE_AREA.test(key));
const publicEntries = keys.filter((key) => manifest[key]?.isEntry || (manifest[key]?.isDynamicEntry && !PRIVATE_AREA.test(key)));
const publicFiles = closure(publicEntries);
/** Files only the back office, the desk or the checkout use. */
const privateFiles = [...closure(areaEntries)].filter((file) => !publicFiles.has(file));

test("the home page downloads no back-office, desk or checkout code", async ({ page }) => {
  expect(areaEntries.some((key) => key.includes("screens/admin/admin-layout"))).toBe(true);
  expect(areaEntries.some((key) => key.includes("screens/staff/staff-layout"))).toBe(true);
  expect(areaEntries.some((key) => key.includes("screens/checkout/checkout-screen"))).toBe(true);
  expect(privateFiles.length).toBeGreaterThan(5);

  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname.replace(/^\//, ""));
  });
  await page.goto("/");
  await expect(page.locator("section.hero").getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("section.hero").getByRole("status")).toHaveCount(0);
  await page.locator("#contact").scrollIntoViewIfNeeded();
  await expect(page.getByRole("heading", { name: "Contact us" })).toBeVisible();
  await page.waitForLoadState("networkidle");

  const homeChunk = manifest["../../packages/app/src/screens/home/home-screen.tsx"]?.file;
  expect(scripts).toContain(homeChunk);
  expect(scripts.filter((file) => privateFiles.includes(file))).toEqual([]);
  expect(scripts.filter((file) => /paypal/i.test(file))).toEqual([]);
});
