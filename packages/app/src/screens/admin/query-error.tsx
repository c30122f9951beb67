import { useTranslation } from "react-i18next";

/** A back-office list or page that could not be loaded. */
export function QueryError({ message }: { message?: string }) {
  const { t } = useTranslation("admin");
  return (
    <p className="error-banner" role="alert">
      {message ?? t("shared.loadFailed")}
    </p>
  );
}
