import { ADMIN_MESSAGES, UPLOAD_MAX_BYTES } from "@vyc/validators";
import { useId, useState } from "react";
import { notify } from "../../lib/toast";
import { responseMessage, useServerFetch } from "./use-server-fetch";

const UPLOAD_FAILED = "The image could not be uploaded. Try again.";

/** Uploads one image file to the server and hands back the address it is served from. */
export function ImageUpload({ onUploaded }: { onUploaded: (url: string) => void }) {
  const id = useId();
  const serverFetch = useServerFetch();
  const [busy, setBusy] = useState(false);

  const upload = async (file: File) => {
    if (file.size > UPLOAD_MAX_BYTES) {
      notify.error(ADMIN_MESSAGES.imageTooLarge);
      return;
    }
    setBusy(true);
    try {
      const response = await serverFetch("/api/admin/uploads", { method: "POST", headers: { "content-type": file.type || "application/octet-stream" }, body: file });
      if (!response.ok) {
        notify.error(await responseMessage(response, UPLOAD_FAILED));
        return;
      }
      const { url } = (await response.json()) as { url: string };
      onUploaded(url);
      notify.success("Image uploaded.");
    } catch {
      notify.error(UPLOAD_FAILED);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="field image-upload">
      <label htmlFor={id}>Upload an image (PNG, JPEG, GIF or WebP, at most 5 MB)</label>
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
