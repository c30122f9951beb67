import { JOURNEY } from "./home-content";

export function Journey() {
  return (
    <section className="home-section alt" aria-labelledby="journey-title">
      <div className="container">
        <h2 id="journey-title">Our journey</h2>
        <p>Since the first camp, our community has met in nine countries and cities.</p>
        <ul className="journey-grid">
          {JOURNEY.map((stop) => (
            <li key={stop.place} className="journey-tile">
              <h3>{stop.place}</h3>
              <p>{stop.note}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
