import { useMutation, useQuery } from "@tanstack/react-query";
import { Link, useParams } from "@tanstack/react-router";
import { isLocale } from "@vyc/i18n";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Loader } from "../../components/loader";
import { shownError } from "../../lib/api-errors";
import { useTRPC } from "../../lib/trpc";
import { useFormat } from "../../i18n/use-format";
import { ShownMessage } from "../../i18n/shown-text";

/**
 * The guardian's personal link: who is registered for which event, the guardian's own waiver in the
 * page's language, and the confirmation, which the server records with the hash of the text shown.
 * Opened again once the consent is given, it shows when (in this browser's time zone) and the text
 * that was accepted.
 */
export function GuardianConsentScreen() {
  const { t, i18n } = useTranslation("registration");
  const format = useFormat();
  const trpc = useTRPC();
  const { token } = useParams({ from: "/guardian-consent/$token" });
  const locale = isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : "en";
  const [accepted, setAccepted] = useState(false);
  const consent = useQuery({ ...trpc.privacy.guardianConsent.queryOptions({ token, locale }), retry: false });
  const confirm = useMutation(trpc.privacy.confirmGuardianConsent.mutationOptions());

  const body = () => {
    if (confirm.isSuccess) return <p className="success-banner" role="status">{t("guardianConsent.confirmed")}</p>;
    if (consent.isPending) return <Loader label={t("guardianConsent.loading")} />;
    if (consent.isError) return <p className="error-banner" role="alert"><ShownMessage text={shownError(consent.error)} /></p>;
    const c = consent.data;
    const names = { firstName: c.attendeeFirstName, lastName: c.attendeeLastName };
    const waiver = c.waiver && (
      <article className="card waiver-text" aria-labelledby="waiver-title" lang={c.waiver.locale}>
        <h2 id="waiver-title">{c.status === "given" ? t("guardianConsent.givenTitle") : c.waiver.title}</h2>
        {c.status === "given" && <h3>{c.waiver.title}</h3>}
        {c.waiver.paragraphs.map((p) => <p key={p}>{p}</p>)}
      </article>
    );
    if (c.status === "given") {
      const date = c.givenAt ? format.localDateTime(c.givenAt) : "—";
      return (
        <>
          <p>{t("guardianConsent.for", { ...names, event: c.eventName, dates: format.dateRange(c.dateStart, c.dateEnd) })}</p>
          <p className="success-banner" role="status">{t(c.method === "paper" ? "guardianConsent.givenOnPaper" : "guardianConsent.given", { date })}</p>
          {waiver}
        </>
      );
    }
    return (
      <>
        <p>{t("guardianConsent.for", { ...names, event: c.eventName, dates: format.dateRange(c.dateStart, c.dateEnd) })}</p>
        {waiver}
        <form
          className="card consent-form"
          onSubmit={(e) => {
            e.preventDefault();
            if (c.waiver) confirm.mutate({ token, waiverHash: c.waiver.hash });
          }}
        >
          <label className="checkbox-row">
            <input type="checkbox" checked={accepted} onChange={(e) => setAccepted(e.target.checked)} />
            {t("guardianConsent.accept", names)}
          </label>
          {confirm.isError && <p className="error-banner" role="alert"><ShownMessage text={shownError(confirm.error)} /></p>}
          <button type="submit" className="btn btn-primary" disabled={!accepted || confirm.isPending}>{t("guardianConsent.confirm")}</button>
        </form>
      </>
    );
  };

  return (
    <section className="container page guardian-consent">
      <h1>{t("guardianConsent.title")}</h1>
      {body()}
      <p><Link to="/">{t("guardianConsent.home")}</Link></p>
    </section>
  );
}
