import { Link } from "@tanstack/react-router";
import { SUPPORT_EMAIL } from "@vyc/validators";
import type { ReactNode } from "react";
import { Trans, useTranslation } from "react-i18next";
import "./static.css";

/** The date shown on every static page (specification §1: legal pages dated 7th March 2024). */
const LAST_UPDATED_ISO = "2024-03-07";

export function LastUpdated() {
  const { t } = useTranslation("pages");
  return (
    <p className="last-updated">
      <Trans t={t} i18nKey="lastUpdated" components={{ time: <time dateTime={LAST_UPDATED_ISO} /> }} />
    </p>
  );
}

/** Inline markup the page texts may hold: <strong>, <mail> (the support address), <privacy> (the policy) and <settings> (account settings). */
const MARKUP = { strong: <strong />, mail: <a href={`mailto:${SUPPORT_EMAIL}`} />, privacy: <Link to="/privacy_policy" />, settings: <Link to="/account/settings" /> };

/** One text of the `pages` namespace, with its inline markup and the support address as `{email}`. */
export function PageText({ k, values }: { k: string; values?: Record<string, number> }) {
  const { t } = useTranslation("pages");
  return <Trans t={t} i18nKey={k} values={{ email: SUPPORT_EMAIL, ...values }} components={MARKUP} />;
}

/**
 * A note above a translated legal text that the English text prevails; the English page
 * needs none.
 */
export function TranslationNote() {
  const { t, i18n } = useTranslation("pages");
  if (i18n.resolvedLanguage === "en") return null;
  return <p className="translation-note" role="note">{t("translationNote")}</p>;
}

/** A text page: title, its Last Updated line, an optional lead paragraph and the sections. */
export function StaticPage({ title, lead, legal, children }: { title: string; lead?: ReactNode; legal?: boolean; children: ReactNode }) {
  return (
    <article className="container page static-page">
      <header className="static-header">
        <h1>{title}</h1>
        <LastUpdated />
        {legal && <TranslationNote />}
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

/** The items of a list, each a text of the `pages` namespace. */
export function PageItems({ keys, values }: { keys: readonly string[]; values?: Record<string, number> }) {
  return keys.map((key) => (
    <li key={key}>
      <PageText k={key} values={values} />
    </li>
  ));
}
