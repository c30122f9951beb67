import { useCallback, useState } from "react";
import { notify } from "../../lib/toast";
import { responseMessage, useServerFetch } from "./use-server-fetch";

const DOWNLOAD_FAILED = "The file could not be downloaded. Try again.";

/** Downloads a CSV export of the server as a file (named as the server names it), reporting a refusal in a toast. */
export function useCsvDownload(): { download: (path: string, filename: string) => Promise<void>; busy: boolean } {
  const serverFetch = useServerFetch();
  const [busy, setBusy] = useState(false);
  const download = useCallback(
    async (path: string, filename: string) => {
      setBusy(true);
      try {
        const response = await serverFetch(path);
        if (!response.ok) {
          notify.error(await responseMessage(response, DOWNLOAD_FAILED));
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
        notify.error(DOWNLOAD_FAILED);
      } finally {
        setBusy(false);
      }
    },
    [serverFetch],
  );
  return { download, busy };
}
