import { LOCALES } from "@vyc/i18n";
import { useTranslation } from "react-i18next";
import { useLocale } from "../i18n/use-locale";

/** Each language under its own name; the pressed one is shown. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation("common");
  const { locale, setLocale } = useLocale();
  return (
    <div role="group" aria-label={t("language.label")} className={className ? `language-switch ${className}` : "language-switch"}>
      {LOCALES.map((code) => (
        <button key={code} type="button" lang={code} aria-pressed={code === locale} onClick={() => setLocale(code)}>
          {t(`language.names.${code}`)}
        </button>
      ))}
    </div>
  );
}
