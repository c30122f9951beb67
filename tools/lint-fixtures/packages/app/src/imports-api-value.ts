// expect: @typescript-eslint/no-restricted-imports
// The browser app importing the API's code instead of only its types.
import { appRouter } from "@vyc/api";

export const probe = appRouter;
