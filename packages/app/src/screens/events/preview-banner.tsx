import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";

/** Tells staff previewing an event that this is its page as visitors will see it, and leads back to the back office. */
export function PreviewBanner({ eventId }: { eventId: number }) {
  const { t } = useTranslation("events");
  return (
    <div className="preview-banner" role="status">
      <span>{t("preview.notice")}</span>
      <Link to="/admin/events/$eventId" params={{ eventId: String(eventId) }} className="btn btn-ghost btn-small">
        {t("preview.backToEvent")}
      </Link>
    </div>
  );
}
