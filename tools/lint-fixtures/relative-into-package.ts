// expect: import-x/no-relative-packages
// Another workspace's source reached by a relative path instead of its package name.
import { LOCALES } from "../../packages/i18n/src/locales";

export const probe = LOCALES;
