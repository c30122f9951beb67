import { useTranslation } from "react-i18next";
import { DISCORD_INVITE } from "../../lib/site-links";

export function DiscordCta() {
  const { t } = useTranslation("home");
  return (
    <section className="home-section discord-cta" aria-labelledby="discord-title">
      <div className="container discord-row">
        <div>
          <h2 id="discord-title">{t("discord.title")}</h2>
          <p>{t("discord.text")}</p>
        </div>
        <a className="btn btn-light" href={DISCORD_INVITE} target="_blank" rel="noopener noreferrer">
          {t("discord.link")}
          <span className="visually-hidden"> {t("newTab")}</span>
        </a>
      </div>
    </section>
  );
}
