/**
 * The page paths of the web app (specification §2, plus the back office and the camp desk), with
 * TanStack Router's `$name` for a path segment. The server answers these with the app and 200,
 * any other page path with 404; a unit test of packages/app keeps this list equal to its routes.
 */
export const SITE_PATHS = [
  "/",
  "/login",
  "/signup",
  "/forget_password",
  "/reset_password/$token",
  "/account/tickets",
  "/account/settings",
  "/account-verify/$id",
  "/events",
  "/events/$id",
  "/register/$eventId/$numTickets",
  "/register/logistic",
  "/register/logistic_informations",
  "/register/checking_public_event",
  "/register/confirm_attendance",
  "/checkout",
  "/response/$redirection/$type",
  "/introduction",
  "/about",
  "/terms_and_conditions_of_sale",
  "/privacy_policy",
  "/guardian-consent/$token",
  "/attendee-details/$token",
  "/waiting-list/offers/$token",
  "/admin",
  "/admin/events",
  "/admin/events/new",
  "/admin/events/$eventId",
  "/admin/events/$eventId/waiting-list",
  "/admin/discounts",
  "/admin/orders",
  "/admin/orders/$orderId",
  "/admin/refunds",
  "/admin/manifest",
  "/admin/inbox",
  "/admin/outbox",
  "/admin/messages",
  "/admin/users",
  "/admin/audit",
  "/admin/invoices",
  "/admin/reports",
  "/admin/settings",
  "/staff",
  "/staff/sign-in",
  "/staff/sale",
  "/staff/orders/$orderId",
  "/staff/lookup",
  "/staff/check-in",
  "/staff/settings",
] as const;

const segments = (path: string): string[] => path.split("/").filter((segment) => segment !== "");

const PATTERNS = SITE_PATHS.map(segments);

/** Whether a request path (without its query) is one of the app's pages; a trailing slash is ignored. */
export function isSitePath(pathname: string): boolean {
  const parts = segments(pathname);
  return PATTERNS.some((pattern) => pattern.length === parts.length && pattern.every((segment, i) => segment.startsWith("$") || segment === parts[i]));
}
