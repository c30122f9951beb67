import Share2 from "lucide-react/icons/share-2";
import { useTranslation } from "react-i18next";
import { useAssetUrl } from "../../lib/asset-url";
import { notify } from "../../lib/toast";

const cancelled = (error: unknown): boolean => error instanceof DOMException && error.name === "AbortError";

/**
 * Shares the event's page through the device's share sheet (Web Share API) where there is one;
 * elsewhere copies its address and says so, showing the address when it cannot be copied.
 */
export function ShareButton({ eventId, title }: { eventId: number; title: string }) {
  const { t } = useTranslation("events");
  const asset = useAssetUrl();
  const share = async () => {
    const url = new URL(asset(`/events/${eventId}`), window.location.href).href;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if (cancelled(error)) return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      notify.success(t("share.copied", { url }));
    } catch {
      notify.error(t("share.copyFailed", { url }));
    }
  };
  return (
    <button type="button" className="btn btn-ghost share-button" onClick={() => void share()}>
      <Share2 aria-hidden="true" size={18} />
      {t("share.button")}
    </button>
  );
}
