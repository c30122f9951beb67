import type { SessionUser } from "@vyc/domain";
import type { Context } from "../../context";

/** The context of a back-office procedure: the staff or admin caller is known. */
export type AdminContext = Context & { user: SessionUser };
