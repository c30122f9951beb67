import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { Loader } from "../../components/loader";
import { ShownMessage } from "../../i18n/shown-text";
import { shownError } from "../../lib/api-errors";
import { EventName } from "../../i18n/localized-event";
import { useFormat } from "../../i18n/use-format";
import { useTRPC } from "../../lib/trpc";
import "./offer-state";

/** A waiting-list offer from its e-mail link: the seats held and until when, and the way to buy them. */
export function OfferScreen() {
  const { t } = useTranslation("account");
  const format = useFormat();
  const { token } = useParams({ from: "/waiting-list/offers/$token" });
  const trpc = useTRPC();
  const offer = useQuery({ ...trpc.waitingList.offer.queryOptions({ token }), retry: false });
  if (offer.isPending) return <Loader label={t("waitingOffer.loading")} />;
  return (
    <section className="container page waiting-offer">
      <h1>{t("waitingOffer.title")}</h1>
      {offer.isError ? (
        <p className="error-banner" role="alert"><ShownMessage text={shownError(offer.error)} /></p>
      ) : (
        <div className="card waiting-offer-card">
          <h2><EventName event={{ name: offer.data.eventName, nameVi: offer.data.eventNameVi }} /></h2>
          <p>
            {offer.data.status === "offered"
              ? t("waitingList.offered", { seats: offer.data.seats, until: format.when(offer.data.offerExpiresAt) })
              : offer.data.status === "claimed"
                ? t("waitingList.claimed", { seats: offer.data.seats })
                : t("waitingOffer.ended")}
          </p>
          <div className="waiting-offer-actions">
            {offer.data.status === "offered" && (
              <Link
                className="btn btn-primary"
                to="/register/$eventId/$numTickets"
                params={{ eventId: String(offer.data.eventId), numTickets: String(offer.data.seats) }}
                state={{ waitingOffer: true }}
              >
                {t("waitingList.buy")}
              </Link>
            )}
            <Link to="/account/tickets">{t("waitingOffer.toTickets")}</Link>
          </div>
        </div>
      )}
    </section>
  );
}
