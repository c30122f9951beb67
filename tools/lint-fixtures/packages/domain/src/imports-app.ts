// expect: @typescript-eslint/no-restricted-imports
// The domain reaching into an app.
import type { Env } from "@vyc/server/env";

export type Probe = Env;
