import { z } from "zod";

/** The largest whole number a 32-bit column holds: row ids on PostgreSQL, and amounts kept per order. */
export const INT32_MAX = 2_147_483_647;

/** A row's id sent by a client: refused as bad input when it could not be a row's id on either engine. */
export const ZRowId = z.number().int().positive().max(INT32_MAX);

/** A row's id read from a URL's text (a path or query parameter). */
export const ZRowIdParam = z.coerce.number().int().positive().max(INT32_MAX);
