import { DISCORD_INVITE } from "../../lib/site-links";

export function DiscordCta() {
  return (
    <section className="home-section discord-cta" aria-labelledby="discord-title">
      <div className="container discord-row">
        <div>
          <h2 id="discord-title">Join our Discord</h2>
          <p>Meet campers from every country, find a travel buddy for the next camp and hear about new events first.</p>
        </div>
        <a className="btn btn-light" href={DISCORD_INVITE} target="_blank" rel="noopener noreferrer">
          Join our Discord
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </div>
    </section>
  );
}
