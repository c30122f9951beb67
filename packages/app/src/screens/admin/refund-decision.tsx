import { useTranslation } from "react-i18next";
import { notify } from "../../lib/toast";
import { useTRPC } from "../../lib/trpc";
import { useAdminMutation } from "./use-admin-mutation";

/** Approve (the whole order is refunded with the buyer's reason) or decline a buyer's refund request. */
export function RefundDecision({ requestId }: { requestId: string }) {
  const { t } = useTranslation("refunds");
  const trpc = useTRPC();
  const decide = useAdminMutation(trpc.refunds.decideRequest.mutationOptions());
  const answer = (approve: boolean) =>
    decide.mutate({ requestId, approve }, { onSuccess: () => notify.success(t(approve ? "requests.approved" : "requests.declined")) });
  return (
    <div className="actions">
      <button type="button" className="btn btn-primary btn-small" disabled={decide.isPending} onClick={() => answer(true)}>
        {t("requests.approve")}
      </button>
      <button type="button" className="btn btn-ghost btn-small" disabled={decide.isPending} onClick={() => answer(false)}>
        {t("requests.decline")}
      </button>
    </div>
  );
}
