import { LOGIN_META, noticeReasonMeta, ZRefusalParams } from "@vyc/validators";
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

/** A notice's code and values, from the JSON of the <meta> beside it; null when it has none or they cannot be read. */
function noticeCode(json: string | null): Pick<ShownRefusal, "reason" | "params"> | null {
  if (!json) return null;
  try {
    const value = JSON.parse(json) as { reason?: unknown; params?: unknown };
    const params = ZRefusalParams.safeParse(value.params ?? {});
    return typeof value.reason === "string" && params.success ? { reason: value.reason, params: params.data } : null;
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
