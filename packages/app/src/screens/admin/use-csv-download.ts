import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { useActiveLocale } from "../../i18n/use-locale";
import { notify } from "../../lib/toast";
import { responseRefusal, useServerFetch } from "./use-server-fetch";

/** Downloads a CSV export of the server as a file (named as the server names it), its headers and labels in the page's language, reporting a refusal in a toast. */
export function useCsvDownload(): { download: (path: string, filename: string) => Promise<void>; busy: boolean } {
  const { t } = useTranslation("admin");
  const serverFetch = useServerFetch();
  const locale = useActiveLocale();
  const [busy, setBusy] = useState(false);
  const download = useCallback(
    async (path: string, filename: string) => {
      setBusy(true);
      try {
        const response = await serverFetch(`${path}${path.includes("?") ? "&" : "?"}lang=${locale}`);
        if (!response.ok) {
          notify.error(await responseRefusal(response, t("shared.downloadFailed")));
          return;
        }
        const url = URL.createObjectURL(await response.blob());
        const link = document.createElement("a");
        link.href = url;
        link.download = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? filename;
        document.body.append(link);
        link.click();
        link.remove();
        setTimeout(() => URL.revokeObjectURL(url), 1000);
      } catch {
        notify.error(t("shared.downloadFailed"));
      } finally {
        setBusy(false);
      }
    },
    [serverFetch, locale, t],
  );
  return { download, busy };
}
