import { Link } from "@tanstack/react-router";
import { SUPPORT_EMAIL } from "@vyc/validators";
import { StaticPage, TextSection } from "./static-page";

export function AboutPage() {
  return (
    <StaticPage
      title="About us"
      lead="We are a community network of young Vietnamese people and volunteers who bring the diaspora together through camps, seminars and trainings."
    >
      <TextSection title="Our story">
        <p>
          It started in 2022 with one summer camp by a lake in Germany, organised by a handful of friends who wanted the
          next generation to grow up knowing each other and the culture their families brought with them. Since then
          the network has grown into camps and events across Europe, North America and Australia.
        </p>
      </TextSection>

      <TextSection title="Our mission">
        <ul>
          <li><strong>Identity:</strong> a place to explore what it means to be young, Vietnamese and at home in another country.</li>
          <li><strong>Community:</strong> friendships across borders, and a network that stays after the event is over.</li>
          <li><strong>Impact:</strong> the skills and the confidence to start projects that change things where we live.</li>
        </ul>
      </TextSection>

      <TextSection title="How we work">
        <p>
          Everything is organised by volunteers, with representatives in the United States and in Europe who coordinate
          local teams. Prices cover accommodation, food and materials; whatever is left goes into the next event and into
          reduced prices for those who need them.
        </p>
      </TextSection>

      <TextSection title="Get in touch">
        <p>
          Write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>, use the contact form on the home page or
          meet us on our Discord.
        </p>
      </TextSection>

      <div className="static-actions">
        <Link to="/events" className="btn btn-primary">See our events</Link>
        <Link to="/introduction" className="btn btn-ghost">Read the introduction</Link>
      </div>
    </StaticPage>
  );
}
