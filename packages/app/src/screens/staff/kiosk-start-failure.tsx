import { createI18n } from "@vyc/i18n";
import { useState } from "react";
import { I18nextProvider, useTranslation } from "react-i18next";
import { initialLocale } from "../../i18n/initial-locale";

function StartFailureText() {
  const { t } = useTranslation("desk");
  return <p role="alert">{t("kiosk.settingsUnreadable")}</p>;
}

/** What the kiosk shows, in the desk's language, when its settings cannot be read at start-up. */
export function KioskStartFailure() {
  const [i18n] = useState(() => createI18n(initialLocale()));
  return (
    <I18nextProvider i18n={i18n}>
      <StartFailureText />
    </I18nextProvider>
  );
}
