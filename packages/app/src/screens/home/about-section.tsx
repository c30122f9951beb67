import { Link } from "@tanstack/react-router";

export function AboutSection() {
  return (
    <section className="home-section" aria-labelledby="about-us-title">
      <div className="container about-grid">
        <h2 id="about-us-title">About us</h2>
        <div>
          <p>
            Vietnamese Youth Camps is a volunteer-run network of young people of Vietnamese heritage. We bring the diaspora
            together so that the next generation knows each other, knows where their families come from, and has the
            skills to make a difference where they live.
          </p>
          <Link to="/introduction" className="btn btn-ghost">Learn more</Link>
        </div>
      </div>
    </section>
  );
}
