import { Link } from "@tanstack/react-router";

/** What a signed-in person without the needed role sees instead of a back-office screen. */
export function NotAllowed({ adminOnly = false }: { adminOnly?: boolean }) {
  return (
    <section className="container page">
      <h1>Not allowed</h1>
      <p className="error-banner" role="alert">
        {adminOnly ? "This page is for admins only." : "The back office is for the organisers' staff and admins."}
      </p>
      <p>
        <Link to="/">Go to homepage</Link>
      </p>
    </section>
  );
}
