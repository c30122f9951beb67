import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useLocation } from "@tanstack/react-router";
import Hourglass from "lucide-react/icons/hourglass";
import { useTranslation } from "react-i18next";
import { shownError } from "../../lib/api-errors";
import { notify } from "../../lib/toast";
import { useTRPC } from "../../lib/trpc";
import { useSession } from "../../lib/use-session";

/**
 * On a sold-out event: join its waiting list for the seats chosen above (signed in), or see one's
 * place in it. Visitors who are not signed in are led to sign in and back.
 */
export function WaitingListJoin({ eventId, seats }: { eventId: number; seats: number }) {
  const { t } = useTranslation("events");
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const session = useSession();
  const location = useLocation();
  const places = useQuery({ ...trpc.waitingList.mine.queryOptions(), enabled: session.status === "authenticated", retry: false });
  const join = useMutation(
    trpc.waitingList.join.mutationOptions({
      onSuccess: () => {
        notify.success(t("waitingList.joined"));
        void queryClient.invalidateQueries({ queryKey: trpc.waitingList.mine.queryKey() });
      },
      onError: (error) => notify.error(shownError(error)),
    }),
  );
  const place = places.data?.find((p) => p.eventId === eventId);

  return (
    <section className="waiting-list-join" aria-labelledby="waiting-list-title">
      <h2 id="waiting-list-title" className="waiting-list-title">
        <Hourglass aria-hidden="true" size={18} />
        {t("waitingList.title")}
      </h2>
      {session.status === "anonymous" ? (
        <p>
          <Link to="/login" search={{ _target_path: location.href }}>{t("waitingList.signIn")}</Link>
        </p>
      ) : place ? (
        <p role="status">
          {place.status === "waiting" ? t("waitingList.yourPlace", { place: place.place ?? 1, seats: place.seats }) : t("waitingList.offerWaiting")}{" "}
          <Link to="/account/tickets">{t("waitingList.seeTickets")}</Link>
        </p>
      ) : (
        <>
          <p className="hint">{t("waitingList.explain", { seats })}</p>
          <button type="button" className="btn btn-primary btn-block" disabled={join.isPending || session.status !== "authenticated"} onClick={() => join.mutate({ eventId, seats })}>
            {t("waitingList.join", { seats })}
          </button>
        </>
      )}
    </section>
  );
}
