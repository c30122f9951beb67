import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

const PAYPAL = ["https://www.paypal.com", "https://*.paypal.com", "https://*.paypalobjects.com"];

/** Security headers with a Content-Security-Policy the web app passes (PayPal's SDK is the only third party). */
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
    // Event images are also shown by the desk kiosk, which runs on its own origin.
    crossOriginResourcePolicy: { policy: "cross-origin" },
  });
}
