// expect: @typescript-eslint/no-restricted-imports
// The browser app reaching for the database package.
import { isUniqueViolation } from "@vyc/db";

export const probe = isUniqueViolation;
