import { Link } from "@tanstack/react-router";
import { StaticPage, TextSection } from "./static-page";

export function IntroductionPage() {
  return (
    <StaticPage
      title="Introduction"
      lead="Vietnamese Youth Camps is where young people of Vietnamese heritage meet, learn from each other and build a community that spans continents."
    >
      <TextSection title="Who it is for">
        <p>
          Our events are for young people of Vietnamese heritage, and for their friends, from teenagers to young adults.
          You do not need to speak Vietnamese fluently: our sessions run in Vietnamese and English, and everyone is
          welcome to learn.
        </p>
      </TextSection>

      <TextSection title="What we do">
        <ul>
          <li><strong>Identity summer camps:</strong> a week together with workshops on language, history and identity, sport, music and food from every region.</li>
          <li><strong>Activism seminars for social impact:</strong> days with organisers, journalists and founders from the diaspora, to turn ideas into projects.</li>
          <li><strong>Skill-building and community engagement training:</strong> online and in-person sessions on leading a team, running an association and speaking in public.</li>
        </ul>
      </TextSection>

      <TextSection title="Where we meet">
        <p>
          Our journey has taken us to Germany, Norway, France, Switzerland, London, Denmark, Canada, Australia and the
          United States, and each year new local teams join.
        </p>
      </TextSection>

      <TextSection title="How to take part">
        <ol>
          <li>Browse the upcoming events and pick one.</li>
          <li>Create an account and register one ticket per attendee.</li>
          <li>Pay online for events in person; online events are free with registration.</li>
          <li>Receive your tickets by e-mail and find them any time in your account.</li>
        </ol>
      </TextSection>

      <div className="static-actions">
        <Link to="/events" className="btn btn-primary">See upcoming events</Link>
        <Link to="/about" className="btn btn-ghost">About us</Link>
      </div>
    </StaticPage>
  );
}
