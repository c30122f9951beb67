import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet from "helmet";

const PAYPAL = ["https://www.paypal.com", "https://*.paypal.com", "https://*.paypalobjects.com"];

/** Helmet's headers: they depend on these options only, never on the request. */
function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => void (headers[name] = value),
    removeHeader: (name: string) => void delete headers[name],
  };
  const setHeaders = helmet({
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
  });
  setHeaders({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * Security headers with a Content-Security-Policy the web app passes (PayPal's SDK is the only
 * third party), worked out once at start-up and set on every reply.
 */
export function registerSecurity(app: FastifyInstance): void {
  const headers = securityHeaders();
  app.addHook("onRequest", (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
}
