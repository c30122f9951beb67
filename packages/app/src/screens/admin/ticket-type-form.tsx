import { zodResolver } from "@hookform/resolvers/zod";
import { TICKET_TYPE_LIMITS, ZTicketTypeInput, type TTicketTypeInput } from "@vyc/validators";
import { useId } from "react";
import { useForm, type Path, type Resolver } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormField } from "../registration/form-field";
import { serverIssues } from "./server-issues";
import { ticketTypeInput, type TicketTypeFields } from "./ticket-type-form-values";

interface Props {
  /** The form's accessible name ("Add a ticket type", "Edit Early bird"). */
  label: string;
  submitLabel: string;
  currency: string;
  timeZone: string;
  defaultValues: TicketTypeFields;
  /** Saves the type; a refusal is thrown back so its field issues land on the fields. */
  onSave: (values: TTicketTypeInput) => Promise<unknown>;
  onCancel?: () => void;
}

const schemaResolver = zodResolver(ZTicketTypeInput);

/** A ticket type's fields, validated with the schema the server uses; the sale window is typed on the event's clock. */
export function TicketTypeForm({ label, submitLabel, currency, timeZone, defaultValues, onSave, onCancel }: Props) {
  const { t } = useTranslation("admin");
  const id = useId();
  const resolver: Resolver<TicketTypeFields, unknown, TTicketTypeInput> = (values, context, options) =>
    schemaResolver(ticketTypeInput(values, timeZone), context, options as never) as ReturnType<Resolver<TicketTypeFields, unknown, TTicketTypeInput>>;
  const form = useForm<TicketTypeFields, unknown, TTicketTypeInput>({ resolver, defaultValues, mode: "onTouched" });
  const { register, formState, handleSubmit, setError, reset } = form;
  const errors = formState.errors;

  const submit = handleSubmit(async (values) => {
    try {
      await onSave(values);
      reset(defaultValues);
    } catch (error) {
      for (const issue of serverIssues(error)) setError(issue.path.join(".") as Path<TicketTypeFields>, { message: issue.message });
    }
  });

  return (
    <form className="admin-form ticket-type-form" noValidate aria-label={label} onSubmit={(e) => void submit(e)}>
      <div className="field-grid">
        <FormField id={`${id}-name`} label={t("ticketTypes.name")} error={errors.name?.message}>
          {(aria) => <input {...aria} type="text" maxLength={TICKET_TYPE_LIMITS.nameMaxLength} {...register("name")} />}
        </FormField>
        <FormField id={`${id}-name-vi`} label={t("ticketTypes.nameVi")} error={errors.nameVi?.message}>
          {(aria) => <input {...aria} type="text" lang="vi" maxLength={TICKET_TYPE_LIMITS.nameMaxLength} {...register("nameVi")} />}
        </FormField>
        <FormField id={`${id}-price`} label={t("ticketTypes.price", { currency })} error={errors.price?.message}>
          {(aria) => <input {...aria} type="number" inputMode="decimal" min={0} step="0.01" {...register("price")} />}
        </FormField>
        <FormField id={`${id}-quota`} label={t("ticketTypes.quota")} error={errors.quota?.message}>
          {(aria) => <input {...aria} type="number" inputMode="numeric" min={1} step={1} {...register("quota")} />}
        </FormField>
        <FormField id={`${id}-sale-starts`} label={t("ticketTypes.saleStarts")} hint={t("ticketTypes.zoneHint", { zone: timeZone })} error={errors.saleStartsAt?.message}>
          {(aria) => <input {...aria} type="datetime-local" {...register("saleStartsAt")} />}
        </FormField>
        <FormField id={`${id}-sale-ends`} label={t("ticketTypes.saleEnds")} hint={t("ticketTypes.zoneHint", { zone: timeZone })} error={errors.saleEndsAt?.message}>
          {(aria) => <input {...aria} type="datetime-local" {...register("saleEndsAt")} />}
        </FormField>
      </div>
      <div className="checkbox-row">
        <label>
          <input type="checkbox" {...register("deskSells")} /> {t("ticketTypes.deskSellsLabel")}
        </label>
      </div>
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={formState.isSubmitting}>
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="btn btn-ghost" onClick={onCancel}>
            {t("ticketTypes.cancel")}
          </button>
        )}
      </div>
    </form>
  );
}
