import { useTranslation } from "react-i18next";
import { useDeskState } from "./desk-state";

/** The connection indicator and the number of check-ins waiting to be synced. */
export function DeskStatus() {
  const { t } = useTranslation("desk");
  const { connectivity, pending, syncing } = useDeskState();
  return (
    <div className="desk-status" role="status" aria-live="polite" aria-label={t("status.label")}>
      <span className={`connection connection-${connectivity}`}>
        <span className="connection-dot" aria-hidden="true" />
        {t(`status.${connectivity}`)}
      </span>
      {pending.length > 0 && (
        <span className="pending-badge">
          {t(syncing ? "status.syncing" : "status.waiting", { count: pending.length })}
        </span>
      )}
    </div>
  );
}
