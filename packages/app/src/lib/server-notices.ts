import { LOGIN_META, noticeReasonMeta, type RefusalParams } from "@vyc/validators";
import { useEffect } from "react";
import type { ShownRefusal } from "./api-errors";
import { notify } from "./toast";

/** The <meta> of that name, removed from the page once read (a notice shows once). */
function takeMeta(name: string): string | null {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!meta) return null;
  meta.remove();
  return meta.content;
}

/**
 * A refusal's values as the server writes them (`ZRefusalParams`: an object of texts and numbers),
 * checked by hand so the shell every page loads needs no schema library.
 */
function refusalParams(value: unknown): RefusalParams | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const entries = Object.entries(value);
  return entries.every(([, v]) => typeof v === "string" || (typeof v === "number" && Number.isFinite(v))) ? Object.fromEntries(entries) : null;
}

/** A notice's code and values, from the JSON of the <meta> beside it; null when it has none or they cannot be read. */
function noticeCode(json: string | null): Pick<ShownRefusal, "reason" | "params"> | null {
  if (!json) return null;
  try {
    const value = JSON.parse(json) as { reason?: unknown; params?: unknown };
    const params = refusalParams(value.params ?? {});
    return typeof value.reason === "string" && params ? { reason: value.reason, params } : null;
  } catch {
    return null;
  }
}

/**
 * Shows the notice the server injected into the page as <meta name="login-error|login-success">
 * (a failed sign-in, a sign-out), once, in the active language by its code (the <meta> beside it).
 */
export function useServerNotices(): void {
  useEffect(() => {
    const notices = [
      { name: LOGIN_META.error, show: notify.error },
      { name: LOGIN_META.success, show: notify.success },
    ];
    for (const { name, show } of notices) {
      const message = takeMeta(name);
      const code = noticeCode(takeMeta(noticeReasonMeta(name)));
      if (!message) continue;
      show(code ? { ...code, message } : { reason: null, params: {}, message });
    }
  }, []);
}
