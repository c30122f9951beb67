/**
 * Writes every kind of e-mail, rendered with sample content in English and Vietnamese, to
 * var/mail-samples/<kind>.<lang>.html (git-ignored), to look at or screenshot at phone width:
 * `npm run mail:samples`, then open the files in a browser.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { LOCALES } from "@vyc/i18n";
import { renderMailSamples } from "../src/mail/mail-samples";

const root = path.resolve(import.meta.dirname, "../../..");
const outDir = path.join(root, "var/mail-samples");
const branding = { organiserName: "Vietnamese Youth Camps", organiserEmail: "contact@vyc.example", logoUrl: null };
const eventImage = `file://${path.join(root, "apps/web/public/images/camp-lake.svg")}`;

mkdirSync(outDir, { recursive: true });
for (const locale of LOCALES) {
  for (const sample of await renderMailSamples(locale, branding, eventImage)) writeFileSync(path.join(outDir, `${sample.kind}.${locale}.html`), sample.html);
}
console.info(`Wrote the sample e-mails to ${path.relative(root, outDir)}/`);
