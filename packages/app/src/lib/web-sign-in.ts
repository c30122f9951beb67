import type { RefusalParams } from "@vyc/validators";
import { REQUEST_FAILED, type ShownRefusal } from "./api-errors";

/** A sign-in the server refused, with the refusal as the screen shows it. */
export class SignInRefused extends Error {
  constructor(readonly refusal: ShownRefusal) {
    super(refusal.message);
  }
}

interface SignInAnswer {
  next?: string;
  message?: string;
  reason?: string;
  params?: RefusalParams;
}

/**
 * The web's sign-in (the server's POST /login, which opens the session cookie) sent from a screen
 * that stays where it is: the page to go to next, or a SignInRefused.
 */
export async function signInOnWeb(credentials: { email: string; password: string }, targetPath: string): Promise<{ next: string }> {
  const response = await fetch("/login", {
    method: "POST",
    credentials: "same-origin",
    headers: { accept: "application/json", "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ _username: credentials.email, _password: credentials.password, _target_path: targetPath }),
  });
  const answer = (await response.json().catch(() => ({}))) as SignInAnswer;
  if (response.ok && answer.next) return { next: answer.next };
  throw new SignInRefused(answer.message ? { reason: answer.reason ?? null, params: answer.params ?? {}, message: answer.message } : REQUEST_FAILED);
}
