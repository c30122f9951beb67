import { storeEventImage } from "@vyc/domain";
import type { AdminContext } from "./admin-context";

/** Stores an uploaded image; the server's upload route hands over the raw bytes. */
export const storeImage = ({ ctx, input }: { ctx: AdminContext; input: { bytes: Buffer } }) =>
  storeEventImage(ctx.db, ctx.config.uploadDir, ctx.user.id, input.bytes, ctx.clock.now());
