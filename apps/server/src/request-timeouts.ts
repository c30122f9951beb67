/**
 * Server options that bound how long a client may take to send a request: its headers and its
 * whole body must arrive within `ms`, else the answer is 408 and the connection is closed. Open
 * connections are checked at least every second (sooner for shorter bounds).
 */
export function requestTimeouts(ms: number) {
  return {
    requestTimeout: ms,
    http: { headersTimeout: ms, connectionsCheckingInterval: Math.min(1000, ms) },
  };
}
