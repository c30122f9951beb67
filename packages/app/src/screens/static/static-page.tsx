import type { ReactNode } from "react";
import "./static.css";

/** The date shown on every static page (specification §1: legal pages dated 7th March 2024). */
export const LAST_UPDATED = { label: "7th March 2024", iso: "2024-03-07" } as const;

export function LastUpdated() {
  return (
    <p className="last-updated">
      Last Updated: <time dateTime={LAST_UPDATED.iso}>{LAST_UPDATED.label}</time>
    </p>
  );
}

/** A text page: title, its Last Updated line, an optional lead paragraph and the sections. */
export function StaticPage({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <article className="container page static-page">
      <header className="static-header">
        <h1>{title}</h1>
        <LastUpdated />
        {lead && <p className="lead">{lead}</p>}
      </header>
      {children}
    </article>
  );
}

/** One titled section; `level` lets the same text sit under a page title (h2) or a dialog title (h3). */
export function TextSection({ title, level = 2, children }: { title: string; level?: 2 | 3; children: ReactNode }) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section className="text-section">
      <Heading>{title}</Heading>
      {children}
    </section>
  );
}
