import { ADMIN_MESSAGES, UPLOAD_MAX_BYTES } from "@vyc/validators";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { localRefusal } from "../../lib/api-errors";
import { notify } from "../../lib/toast";
import { responseRefusal, useServerFetch } from "./use-server-fetch";

/** Uploads one image file to the server and hands back the address it is served from. */
export function ImageUpload({ onUploaded }: { onUploaded: (url: string) => void }) {
  const { t } = useTranslation("admin");
  const id = useId();
  const serverFetch = useServerFetch();
  const [busy, setBusy] = useState(false);

  const upload = async (file: File) => {
    if (file.size > UPLOAD_MAX_BYTES) {
      notify.error(localRefusal("admin.imageTooLarge", ADMIN_MESSAGES.imageTooLarge));
      return;
    }
    setBusy(true);
    try {
      const response = await serverFetch("/api/admin/uploads", { method: "POST", headers: { "content-type": file.type || "application/octet-stream" }, body: file });
      if (!response.ok) {
        notify.error(await responseRefusal(response, t("imageUpload.failed")));
        return;
      }
      const { url } = (await response.json()) as { url: string };
      onUploaded(url);
      notify.success(t("imageUpload.uploaded"));
    } catch {
      notify.error(t("imageUpload.failed"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="field image-upload">
      <label htmlFor={id}>{t("imageUpload.label")}</label>
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        disabled={busy}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = "";
          if (file) void upload(file);
        }}
      />
    </div>
  );
}
