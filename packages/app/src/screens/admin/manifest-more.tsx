import { useTranslation } from "react-i18next";

/** The button under a manifest list that loads its next page, saying how many are still to come. */
export function ManifestMore({ left, loading, onMore }: { left: number; loading: boolean; onMore: () => void }) {
  const { t } = useTranslation("admin");
  return (
    <button type="button" className="btn btn-ghost no-print" disabled={loading} onClick={onMore}>
      {loading ? t("manifest.loadingMore") : t("manifest.more", { count: left })}
    </button>
  );
}
