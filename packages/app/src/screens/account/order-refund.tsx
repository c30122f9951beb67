import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ZRequestRefundInput, type TRequestRefundInput } from "@vyc/validators";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../i18n/use-format";
import { useActiveLocale } from "../../i18n/use-locale";
import { shownError } from "../../lib/api-errors";
import { notify } from "../../lib/toast";
import { useModalDialog } from "../../lib/use-modal-dialog";
import { useTRPC } from "../../lib/trpc";
import { FormField } from "../registration/form-field";

/**
 * Refunds on the buyer's order: the "Request a refund" link (only while the event's refund date has
 * not passed and no request is waiting), the last request's state, and the credit notes of refunds made.
 */
export function OrderRefund({ orderId }: { orderId: number }) {
  const { t } = useTranslation("refunds");
  const { when, money } = useFormat();
  const locale = useActiveLocale();
  const trpc = useTRPC();
  const [open, setOpen] = useState(false);
  const states = useQuery({ ...trpc.refunds.mine.queryOptions(), retry: false });
  const state = states.data?.find((s) => s.orderId === orderId);
  if (!state || (!state.canRequest && !state.request && state.creditNotes.length === 0)) return null;
  return (
    <div className="order-refund">
      {state.request && <p className="meta">{t(`buyer.state.${state.request.status}`, { when: when(state.request.createdAt) })}</p>}
      {state.canRequest && (
        <p>
          <button type="button" className="link-button" onClick={() => setOpen(true)}>
            {t("buyer.requestLink")}
          </button>
        </p>
      )}
      {state.creditNotes.length > 0 && (
        <ul className="order-files" aria-label={t("buyer.creditNotes", { orderId })}>
          {state.creditNotes.map((note) => (
            <li key={note.number}>
              <a className="btn btn-ghost" href={`/files/orders/${orderId}/credit-notes/${note.number}.pdf?lang=${locale}`} target="_blank" rel="noopener">
                {t("buyer.creditNote", { number: note.number, amount: money(note.amountMinor, note.currency) })}
              </a>
            </li>
          ))}
        </ul>
      )}
      {state.canRequest && <RequestDialog orderId={orderId} open={open} onClose={() => setOpen(false)} />}
    </div>
  );
}

function RequestDialog({ orderId, open, onClose }: { orderId: number; open: boolean; onClose: () => void }) {
  const { t } = useTranslation("refunds");
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const ref = useModalDialog(open);
  const titleId = useId();
  const form = useForm<TRequestRefundInput, unknown, TRequestRefundInput>({ resolver: zodResolver(ZRequestRefundInput), defaultValues: { orderId, reason: "" }, mode: "onTouched" });
  const reason = form.register("reason");
  const request = useMutation(
    trpc.refunds.request.mutationOptions({
      onSuccess: async () => {
        notify.success(t("buyer.sent"));
        onClose();
        await queryClient.invalidateQueries({ queryKey: trpc.refunds.mine.queryKey() });
      },
      onError: (error) => notify.error(shownError(error)),
    }),
  );
  return (
    <dialog ref={ref} className="dialog" aria-labelledby={titleId} onClose={onClose}>
      <form noValidate onSubmit={(e) => void form.handleSubmit((values) => request.mutate({ orderId, reason: values.reason }))(e)}>
        <h2 id={titleId}>{t("buyer.requestTitle", { orderId })}</h2>
        <p className="hint">{t("buyer.requestHint")}</p>
        <FormField id={`refund-request-${orderId}`} label={t("buyer.reason")} error={form.formState.errors.reason?.message}>
          {(aria) => <textarea {...aria} rows={3} maxLength={500} {...reason} />}
        </FormField>
        <div className="dialog-actions">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t("buyer.close")}
          </button>
          <button type="submit" className="btn btn-primary" disabled={request.isPending}>
            {t("buyer.send")}
          </button>
        </div>
      </form>
    </dialog>
  );
}
