import { LOCALES } from "@vyc/i18n";
import { useTranslation } from "react-i18next";
import { useLocale } from "../i18n/use-locale";
import { useHydrated } from "../lib/use-hydrated";

/** Each language under its own name; the pressed one is shown. On the server's page it waits for the app, which a click before it starts would miss. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation("common");
  const { locale, setLocale } = useLocale();
  const hydrated = useHydrated();
  return (
    <div role="group" aria-label={t("language.label")} className={className ? `language-switch ${className}` : "language-switch"}>
      {LOCALES.map((code) => (
        <button key={code} type="button" lang={code} aria-pressed={code === locale} disabled={!hydrated} onClick={() => setLocale(code)}>
          {t(`language.names.${code}`)}
        </button>
      ))}
    </div>
  );
}
