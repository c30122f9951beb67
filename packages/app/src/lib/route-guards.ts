import { redirect, type AnyRouter } from "@tanstack/react-router";
import type { RouterContext } from "./app-context";
import { sessionQuery } from "./session-query";

interface GuardArgs {
  context: RouterContext;
  location: { href: string; state: { registration?: unknown } };
}

/** Who is signed in, from the same query the header uses; a failed check counts as signed out. */
export async function signedInUser(context: RouterContext) {
  try {
    return await context.queryClient.fetchQuery(sessionQuery(context.trpc));
  } catch {
    return null;
  }
}

/**
 * `beforeLoad` of pages that need a session: visitors go to /login with the current path as
 * target. Nothing of the page renders while the check is pending. The server enforces access
 * on its own; this only decides what the UI shows.
 */
export async function requireSession({ context, location }: GuardArgs): Promise<void> {
  if (!(await signedInUser(context))) throw redirect({ to: "/login", search: { _target_path: location.href } });
}

/** `beforeLoad` of /login, /signup and /forget_password: signed-in users see home instead. */
export async function redirectSignedIn({ context }: GuardArgs): Promise<void> {
  if (await signedInUser(context)) throw redirect({ to: "/" });
}

/** Whether the page at `pathname` is one that signed-in users are sent home from. */
export function isSignedOutOnlyPage(router: AnyRouter, pathname: string): boolean {
  const [routes] = router.getMatchedRoutes(pathname);
  return routes.some((route) => route.options.beforeLoad === redirectSignedIn);
}

/**
 * `beforeLoad` of the registration steps after the attendee form: without a registration in
 * progress (navigation state, or the draft this tab kept) the visitor silently goes home, signed
 * in or not; with one, the page needs a session.
 */
export async function requireRegistrationInProgress(args: GuardArgs): Promise<void> {
  // Loaded with the first registration step: the flow's schemas stay out of the public pages' bundle.
  const { parseFlowState, readDraftFlow } = await import("./registration-draft");
  if (!parseFlowState(args.location.state.registration) && !readDraftFlow()) throw redirect({ to: "/" });
  await requireSession(args);
}
