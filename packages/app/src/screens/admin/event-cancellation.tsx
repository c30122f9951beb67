import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ZCancelEventInput, type TCancelEventInput, type TCancellationView } from "@vyc/validators";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ShownMessage } from "../../i18n/shown-text";
import { keptRefusal } from "../../lib/api-errors";
import { useModalDialog } from "../../lib/use-modal-dialog";
import { useTRPC } from "../../lib/trpc";
import { FormField } from "../registration/form-field";
import { useAdminMutation } from "./use-admin-mutation";

/** How often the page reads a running batch's progress. */
const PROGRESS_POLL_MS = 1000;

/** The event's cancellation, followed every second while its refunds run. */
function useCancellation(eventId: number) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.refunds.cancellation.queryOptions({ eventId }),
    refetchInterval: (query) => (query.state.data?.status === "running" ? PROGRESS_POLL_MS : false),
  });
}

/** "Cancel event": a dialog asks for the reason sent to every attendee, then the batch of refunds starts. */
export function CancelEventButton({ eventId, eventName }: { eventId: number; eventName: string }) {
  const { t } = useTranslation("refunds");
  const cancellation = useCancellation(eventId);
  const [open, setOpen] = useState(false);
  if (cancellation.isPending || cancellation.data) return null;
  return (
    <>
      <button type="button" className="btn btn-ghost btn-small" onClick={() => setOpen(true)}>
        {t("cancel.button")}
      </button>
      <CancelEventDialog eventId={eventId} eventName={eventName} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

function CancelEventDialog({ eventId, eventName, open, onClose }: { eventId: number; eventName: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation("refunds");
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const ref = useModalDialog(open);
  const titleId = useId();
  const cancel = useAdminMutation(trpc.refunds.cancelEvent.mutationOptions(), t("cancel.started"));
  const form = useForm<TCancelEventInput, unknown, TCancelEventInput>({ resolver: zodResolver(ZCancelEventInput), defaultValues: { eventId, reason: "" }, mode: "onTouched" });
  const reason = form.register("reason");
  const submit = form.handleSubmit(async (values) => {
    const view = await cancel.mutateAsync({ eventId, reason: values.reason });
    queryClient.setQueryData(trpc.refunds.cancellation.queryKey({ eventId }), view);
    onClose();
  });
  return (
    <dialog ref={ref} className="dialog" aria-labelledby={titleId} onClose={onClose}>
      <form noValidate onSubmit={(e) => void submit(e).catch(() => undefined)}>
        <h2 id={titleId}>{t("cancel.title", { event: eventName })}</h2>
        <p>{t("cancel.body")}</p>
        <FormField id={`cancel-${eventId}-reason`} label={t("cancel.reason")} error={form.formState.errors.reason?.message}>
          {(aria) => <textarea {...aria} rows={3} maxLength={500} {...reason} />}
        </FormField>
        <div className="dialog-actions">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t("cancel.keep")}
          </button>
          <button type="submit" className="btn btn-primary" disabled={form.formState.isSubmitting}>
            {t("cancel.confirm")}
          </button>
        </div>
      </form>
    </dialog>
  );
}

/** A cancelled event's batch: refunded against total, refusals, why it paused and Resume. */
export function CancellationProgress({ eventId }: { eventId: number }) {
  const cancellation = useCancellation(eventId);
  if (!cancellation.data) return null;
  return <ProgressCard view={cancellation.data} />;
}

const STATUS_BADGES: Record<TCancellationView["status"], string> = { running: "badge badge-pending", paused: "badge badge-warn", done: "badge badge-ok" };

function ProgressCard({ view }: { view: TCancellationView }) {
  const { t } = useTranslation("refunds");
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const titleId = useId();
  const resume = useAdminMutation(
    trpc.refunds.resumeCancellation.mutationOptions({ onSuccess: (next) => queryClient.setQueryData(trpc.refunds.cancellation.queryKey({ eventId: view.eventId }), next) }),
    t("progress.resumed"),
  );
  const count = t("progress.count", { done: view.ordersDone, total: view.ordersTotal });
  return (
    <section className="card form-block cancellation" aria-labelledby={titleId}>
      <h2 id={titleId}>
        {t("progress.title")} <span className={STATUS_BADGES[view.status]}>{t(`progress.status.${view.status}`)}</span>
      </h2>
      <p className="meta">{t("progress.reason", { reason: view.reason })}</p>
      <progress max={Math.max(view.ordersTotal, 1)} value={view.ordersTotal === 0 ? 1 : view.ordersDone} aria-label={t("progress.label")} aria-valuetext={count} />
      <p aria-live="polite">{count}</p>
      {view.failures > 0 && <p>{t("progress.failures", { count: view.failures })}</p>}
      {view.status === "paused" && (
        <>
          {view.lastError && <PauseReason pause={view.pause} error={view.lastError} />}
          <button type="button" className="btn btn-primary" disabled={resume.isPending} onClick={() => resume.mutate({ eventId: view.eventId })}>
            {t("progress.resume")}
          </button>
        </>
      )}
    </section>
  );
}

/** Why the batch paused: the order it stopped at and the refusal, in the active language (a pause recorded without them shows as the server wrote it). */
function PauseReason({ pause, error }: { pause: TCancellationView["pause"]; error: string }) {
  const { t } = useTranslation("refunds");
  return (
    <p className="field-error">
      {pause ? (
        <>
          {`${t("progress.paused", { orderId: pause.orderId })} `}
          <ShownMessage text={keptRefusal(pause.refusal, error)} />
        </>
      ) : (
        error
      )}
    </p>
  );
}
