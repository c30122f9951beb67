import { TEAM } from "./home-content";

export function Team() {
  return (
    <section className="home-section alt" aria-labelledby="team-title">
      <div className="container">
        <h2 id="team-title">Our team</h2>
        <ul className="team-grid">
          {TEAM.map((member) => (
            <li key={member.name} className="card team-card">
              <span className="avatar" aria-hidden="true">{member.initials}</span>
              <h3>{member.name}</h3>
              <p>{member.role}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
