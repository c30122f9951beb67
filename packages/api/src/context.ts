import type { Db } from "@vyc/db";
import type { Clock, SessionUser } from "@vyc/domain";

/** Long-lived services shared by every request. */
export interface Services {
  db: Db;
  clock: Clock;
}

/** Per-request context: the services plus who is calling. */
export interface Context extends Services {
  user: SessionUser | null;
  ip: string;
}
