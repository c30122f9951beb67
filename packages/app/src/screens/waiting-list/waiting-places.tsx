import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import type { TWaitingPlace } from "@vyc/validators";
import { useTranslation } from "react-i18next";
import { EventName } from "../../i18n/localized-event";
import { useFormat } from "../../i18n/use-format";
import { shownError } from "../../lib/api-errors";
import { notify } from "../../lib/toast";
import { useTRPC } from "../../lib/trpc";

/** The visitor's places in the waiting lists of sold-out events, on the tickets page; nothing when there are none. */
export function WaitingPlaces() {
  const { t } = useTranslation("account");
  const trpc = useTRPC();
  const places = useQuery({ ...trpc.waitingList.mine.queryOptions(), retry: false });
  if (!places.data || places.data.length === 0) return null;
  return (
    <section className="card waiting-places" aria-labelledby="waiting-places-title">
      <h2 id="waiting-places-title">{t("waitingList.title")}</h2>
      <ul>
        {places.data.map((place) => (
          <WaitingPlaceItem key={place.id} place={place} />
        ))}
      </ul>
    </section>
  );
}

function WaitingPlaceItem({ place }: { place: TWaitingPlace }) {
  const { t } = useTranslation("account");
  const format = useFormat();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const leave = useMutation(
    trpc.waitingList.leave.mutationOptions({
      onSuccess: () => {
        notify.success(t("waitingList.left"));
        void queryClient.invalidateQueries({ queryKey: trpc.waitingList.mine.queryKey() });
      },
      onError: (error) => notify.error(shownError(error)),
    }),
  );
  const offered = place.status === "offered" && place.offerExpiresAt;
  return (
    <li className="waiting-place">
      <p>
        <strong><EventName event={{ name: place.eventName, nameVi: place.eventNameVi }} /></strong>
        <br />
        {offered
          ? t("waitingList.offered", { seats: place.seats, until: format.when(place.offerExpiresAt) })
          : place.status === "claimed"
            ? t("waitingList.claimed", { seats: place.seats })
            : t("waitingList.place", { place: place.place ?? 1, seats: place.seats })}
      </p>
      <div className="waiting-place-actions">
        {offered && (
          <Link className="btn btn-primary" to="/register/$eventId/$numTickets" params={{ eventId: String(place.eventId), numTickets: String(place.seats) }} state={{ waitingOffer: true }}>
            {t("waitingList.buy")}
          </Link>
        )}
        <button type="button" className="btn btn-ghost" disabled={leave.isPending} onClick={() => leave.mutate({ eventId: place.eventId })}>
          {t("waitingList.leave")}
        </button>
      </div>
    </li>
  );
}
