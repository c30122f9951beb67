import { useTranslation } from "react-i18next";

/** A spinner announced to assistive technology by `label` (by default "Loading" in the active language). */
export function Loader({ label }: { label?: string }) {
  const { t } = useTranslation("common");
  return (
    <div className="loader" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label ?? t("loader.label")}</span>
    </div>
  );
}
