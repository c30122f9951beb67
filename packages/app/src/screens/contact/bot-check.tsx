import ShieldCheck from "lucide-react/icons/shield-check";
import type { UseFormRegisterReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";

/**
 * The form's bot check (specification §2): a field hidden from people, which only bots fill in.
 * The server reads it on every message and drops a message that has it filled in, without storing
 * or sending it; a per-address limit on messages does the rest. No third-party script or frame is
 * loaded, and the widget claims nothing it does not do.
 */
export function BotCheck({ honeypot }: { honeypot: UseFormRegisterReturn }) {
  const { t } = useTranslation("contact");
  return (
    <div className="bot-check" role="group" aria-label={t("botCheck.label")}>
      <ShieldCheck className="bot-check-mark" aria-hidden="true" size={22} />
      <p>{t("botCheck.text")}</p>
      <div className="hp-field" aria-hidden="true">
        <label htmlFor="contact-website">{t("form.website")}</label>
        <input id="contact-website" type="text" tabIndex={-1} autoComplete="off" {...honeypot} />
      </div>
    </div>
  );
}
