import { LOGIN_META } from "@vyc/validators";
import { useEffect } from "react";
import { notify } from "./toast";

/**
 * Shows the notice the server injected into the page as <meta name="login-error|login-success">
 * (a failed sign-in, a sign-out), once: the element is removed after reading.
 */
export function useServerNotices(): void {
  useEffect(() => {
    const notices = [
      { name: LOGIN_META.error, show: notify.error },
      { name: LOGIN_META.success, show: notify.success },
    ];
    for (const { name, show } of notices) {
      const meta = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
      if (!meta) continue;
      meta.remove();
      if (meta.content) show(meta.content);
    }
  }, []);
}
