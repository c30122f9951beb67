import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

const PAYPAL = ["https://www.paypal.com", "https://*.paypal.com", "https://*.paypalobjects.com"];

/**
 * Security headers on every reply, with a Content-Security-Policy the web app passes (PayPal's SDK
 * is the only third party).
 */
export async function registerSecurity(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
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
}
