import { useTranslation } from "react-i18next";
import { useAssetUrl } from "../../lib/asset-url";
import { SOCIAL_LINKS } from "../../lib/site-links";

const FEED = SOCIAL_LINKS.find((link) => link.label === "Instagram") ?? SOCIAL_LINKS[0];
const PREVIEW = ["/images/camp-fire.svg", "/images/community-meal.svg", "/images/camp-hike.svg", "/images/online.svg"];

/**
 * The community's social feed. A third-party embed would load scripts and frames from another
 * site (and fails offline), so the section shows a local preview and a link to the feed instead.
 */
export function SocialFeed() {
  const { t } = useTranslation("home");
  const asset = useAssetUrl();
  return (
    <section className="home-section" aria-labelledby="social-feed-title">
      <div className="container">
        <h2 id="social-feed-title">{t("socialFeed.title")}</h2>
        <p>{t("socialFeed.text", { network: FEED.label })}</p>
        <ul className="feed-preview" aria-hidden="true">
          {PREVIEW.map((src) => (
            <li key={src}><img src={asset(src)} alt="" width={800} height={450} loading="lazy" decoding="async" /></li>
          ))}
        </ul>
        <a className="btn btn-primary" href={FEED.href} target="_blank" rel="noopener noreferrer">
          {t("socialFeed.link", { network: FEED.label })}
          <span className="visually-hidden"> {t("newTab")}</span>
        </a>
      </div>
    </section>
  );
}
