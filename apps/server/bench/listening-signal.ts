/**
 * Loaded into a bench's server process (`--import`, after tsx): tells the bench, over the IPC
 * channel it was started with, each port the process starts listening on.
 */
import { subscribe } from "node:diagnostics_channel";
import type { Server } from "node:net";

subscribe("tracing:net.server.listen:asyncEnd", (message) => {
  const address = (message as { server: Server }).server.address();
  if (address && typeof address === "object") process.send?.({ listening: address.port });
});
