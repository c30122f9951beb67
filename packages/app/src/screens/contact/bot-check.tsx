import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

const MARKS = { verified: "✓", checking: "…" } as const;

/**
 * The form's bot-check widget, kept local: no third-party script or frame is loaded. The real
 * protection is on the server (a honeypot field and a per-IP rate limit), so whatever the widget
 * produces is never read.
 */
export function BotCheck() {
  const { t } = useTranslation("contact");
  const [checked, setChecked] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setChecked(true), 400);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className="bot-check" role="group" aria-label={t("botCheck.label")} data-state={checked ? "verified" : "checking"}>
      <span className="bot-check-mark" aria-hidden="true">{checked ? MARKS.verified : MARKS.checking}</span>
      <span role="status">{checked ? t("botCheck.active") : t("botCheck.checking")}</span>
      <span className="bot-check-note">{t("botCheck.note")}</span>
    </div>
  );
}
