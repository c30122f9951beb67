import { useTranslation } from "react-i18next";
import { TEAM } from "./home-content";

export function Team() {
  const { t } = useTranslation("home");
  return (
    <section className="home-section alt" aria-labelledby="team-title">
      <div className="container">
        <h2 id="team-title">{t("team.title")}</h2>
        <ul className="team-grid">
          {TEAM.map((member) => (
            <li key={member.name} className="card team-card">
              <span className="avatar" aria-hidden="true">{member.initials}</span>
              <h3>{member.name}</h3>
              <p>{t(member.role)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
