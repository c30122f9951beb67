import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

const PAYPAL = ["https://www.paypal.com", "https://*.paypal.com", "https://*.paypalobjects.com"];

/** The security headers, with a Content-Security-Policy the web app passes (PayPal's SDK is the only third party). */
const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...PAYPAL],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:", "https:"],
      connectSrc: ["'self'", ...PAYPAL],
      frameSrc: ["'self'", ...PAYPAL],
      fontSrc: ["'self'", "data:"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
  // Same-origin requests, the sign-in form's POST included, name their origin (which the form's
  // cross-site check relies on); other sites learn nothing of the page.
  referrerPolicy: { policy: "same-origin" },
  // Event images are also shown by the desk kiosk, which runs on its own origin.
  crossOriginResourcePolicy: { policy: "cross-origin" },
};

/**
 * The headers helmet sets for these options, worked out once: they are the same on every reply
 * (no per-request nonce), so a request only copies them instead of building the policy again.
 */
function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/** Security headers on every reply. */
export function registerSecurity(app: FastifyInstance): void {
  const headers = securityHeaders(HELMET_OPTIONS);
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
