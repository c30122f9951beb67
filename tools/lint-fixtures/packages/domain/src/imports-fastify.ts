// expect: @typescript-eslint/no-restricted-imports
// The domain tied to the web framework.
import type { FastifyInstance } from "fastify";

export type Probe = FastifyInstance;
