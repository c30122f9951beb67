import { LOCALES } from "@vyc/i18n";
import { z } from "zod";

/** The language an account chose for the site and its e-mails. */
export const ZLocale = z.enum(LOCALES);
export const ZSetLocaleInput = z.object({ locale: ZLocale });
