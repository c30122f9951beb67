import { zodResolver } from "@hookform/resolvers/zod";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import {
  ATTENDEE_MESSAGE_LIMITS,
  ZAttendeeMessageContent,
  type TAttendeeAudience,
  type TAttendeeMessageContent,
  type TAttendeeMessageContentForm,
} from "@vyc/validators";
import { useId, useState } from "react";
import { useForm, type Path } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useActiveLocale } from "../../i18n/use-locale";
import { notify } from "../../lib/toast";
import { useModalDialog } from "../../lib/use-modal-dialog";
import { useTRPC } from "../../lib/trpc";
import { FormField } from "../registration/form-field";
import { serverIssues } from "./server-issues";
import { useAdminMutation } from "./use-admin-mutation";
import { ticketTypeName } from "../../i18n/ticket-type-name";

const EMPTY: TAttendeeMessageContentForm = { subject: "", body: "", subjectVi: "", bodyVi: "" };
const EVERYONE: TAttendeeAudience = { ticketTypeIds: [], notCheckedInOnly: false };

/** A ticket type's name in the active language (the Vietnamese one when entered). */

/**
 * A new message to the event's ticket holders: subject and body in English, optionally both in
 * Vietnamese; the ticket types it goes to (when the event has several) and whether only people not
 * checked in yet; how many it reaches now; sent after a confirmation.
 */
export function MessageComposer({ eventId }: { eventId: number }) {
  const { t } = useTranslation("messages");
  const locale = useActiveLocale();
  const trpc = useTRPC();
  const types = useQuery(trpc.ticketTypes.list.queryOptions({ eventId }));
  const [audience, setAudience] = useState<TAttendeeAudience>(EVERYONE);
  const count = useQuery({ ...trpc.messages.audienceCount.queryOptions({ eventId, audience }), placeholderData: keepPreviousData });
  const send = useAdminMutation(trpc.messages.send.mutationOptions());
  const form = useForm<TAttendeeMessageContentForm, unknown, TAttendeeMessageContent>({ resolver: zodResolver(ZAttendeeMessageContent), defaultValues: EMPTY, mode: "onTouched" });
  const { register, formState, handleSubmit, setError, reset } = form;
  const errors = formState.errors;
  /** The texts waiting for staff to confirm sending them. */
  const [toConfirm, setToConfirm] = useState<TAttendeeMessageContent | null>(null);
  const recipients = count.data?.recipients;

  const toggleType = (id: number, on: boolean) =>
    setAudience((current) => ({ ...current, ticketTypeIds: on ? [...current.ticketTypeIds, id] : current.ticketTypeIds.filter((chosen) => chosen !== id) }));

  const confirm = async () => {
    if (!toConfirm) return;
    try {
      const sent = await send.mutateAsync({ eventId, ...toConfirm, audience });
      notify.success(t("compose.sent", { count: sent.recipients }));
      reset(EMPTY);
    } catch (error) {
      for (const issue of serverIssues(error)) setError(issue.path.join(".") as Path<TAttendeeMessageContentForm>, { message: issue.message });
    } finally {
      setToConfirm(null);
    }
  };

  return (
    <form className="card form-block admin-form" noValidate aria-labelledby="message-compose-title" onSubmit={(e) => void handleSubmit((values) => setToConfirm(values))(e)}>
      <h2 id="message-compose-title">{t("compose.title")}</h2>
      <FormField id="message-subject" label={t("compose.subject")} error={errors.subject?.message}>
        {(aria) => <input {...aria} type="text" maxLength={ATTENDEE_MESSAGE_LIMITS.subjectMaxLength} {...register("subject")} />}
      </FormField>
      <FormField id="message-body" label={t("compose.body")} hint={t("compose.bodyHint")} error={errors.body?.message}>
        {(aria) => <textarea {...aria} rows={8} maxLength={ATTENDEE_MESSAGE_LIMITS.bodyMaxLength} {...register("body")} />}
      </FormField>
      <fieldset className="message-fieldset">
        <legend>{t("compose.vietnamese")}</legend>
        <p className="hint">{t("compose.vietnameseHint")}</p>
        <FormField id="message-subject-vi" label={t("compose.subjectVi")} error={errors.subjectVi?.message}>
          {(aria) => <input {...aria} type="text" lang="vi" maxLength={ATTENDEE_MESSAGE_LIMITS.subjectMaxLength} {...register("subjectVi")} />}
        </FormField>
        <FormField id="message-body-vi" label={t("compose.bodyVi")} error={errors.bodyVi?.message}>
          {(aria) => <textarea {...aria} rows={8} lang="vi" maxLength={ATTENDEE_MESSAGE_LIMITS.bodyMaxLength} {...register("bodyVi")} />}
        </FormField>
      </fieldset>
      <fieldset className="message-fieldset">
        <legend>{t("compose.audience")}</legend>
        {(types.data?.length ?? 0) > 1 && (
          <fieldset className="message-types">
            <legend>{t("compose.ticketTypes")}</legend>
            <p className="hint">{t("compose.ticketTypesHint")}</p>
            {types.data?.map((type) => (
              <label key={type.id} className="checkbox-row">
                <input type="checkbox" checked={audience.ticketTypeIds.includes(type.id)} onChange={(e) => toggleType(type.id, e.target.checked)} />
                {ticketTypeName(type, locale)}
              </label>
            ))}
          </fieldset>
        )}
        <label className="checkbox-row">
          <input type="checkbox" checked={audience.notCheckedInOnly} onChange={(e) => setAudience((current) => ({ ...current, notCheckedInOnly: e.target.checked }))} />
          {t("compose.notCheckedInOnly")}
        </label>
        <p className="message-count" role="status">
          {recipients === undefined ? t("compose.counting") : t("compose.count", { count: recipients })}
        </p>
      </fieldset>
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={send.isPending || recipients === 0}>
          {t("compose.submit")}
        </button>
      </div>
      <ConfirmSend subject={toConfirm?.subject ?? null} recipients={recipients ?? 0} busy={send.isPending} onConfirm={() => void confirm()} onClose={() => setToConfirm(null)} />
    </form>
  );
}

/** Asks before sending: the subject and how many people it reaches; an e-mail cannot be taken back. */
function ConfirmSend({ subject, recipients, busy, onConfirm, onClose }: { subject: string | null; recipients: number; busy: boolean; onConfirm: () => void; onClose: () => void }) {
  const { t } = useTranslation("messages");
  const ref = useModalDialog(subject !== null);
  const titleId = useId();
  return (
    <dialog ref={ref} className="dialog" aria-labelledby={titleId} onClose={onClose}>
      {subject !== null && (
        <>
          <h2 id={titleId}>{t("compose.confirmTitle")}</h2>
          <p>{t("compose.confirmText", { subject, count: recipients })}</p>
          <div className="dialog-actions">
            <button type="button" className="btn btn-ghost" onClick={onClose}>
              {t("compose.back")}
            </button>
            <button type="button" className="btn btn-primary" disabled={busy} onClick={onConfirm}>
              {t("compose.confirm", { count: recipients })}
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}
