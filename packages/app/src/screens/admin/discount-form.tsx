import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { LIMITS, ZDiscountInput, type TDiscountFormInput, type TDiscountInput } from "@vyc/validators";
import { useForm, type Path } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useTRPC } from "../../lib/trpc";
import { FormField } from "../registration/form-field";
import { serverIssues } from "./server-issues";
import { DiscountRoundingWarning } from "./rounding-warning";
import { useAdminMutation } from "./use-admin-mutation";

const EMPTY: TDiscountFormInput = { code: "", percent: "", validFrom: "", validUntil: "", maxUses: "", eventId: "" };

/** A new discount code: percent, optional validity window (UTC), maximum uses and event. */
export function DiscountForm() {
  const { t } = useTranslation("admin");
  const trpc = useTRPC();
  const events = useQuery(trpc.admin.listEvents.queryOptions());
  const create = useAdminMutation(trpc.admin.createDiscount.mutationOptions(), t("discountForm.created"));
  const form = useForm<TDiscountFormInput, unknown, TDiscountInput>({ resolver: zodResolver(ZDiscountInput), defaultValues: EMPTY, mode: "onTouched" });
  const { register, control, formState, handleSubmit, setError, reset } = form;
  const errors = formState.errors;

  const fields = {
    code: register("code"),
    percent: register("percent"),
    validFrom: register("validFrom"),
    validUntil: register("validUntil"),
    maxUses: register("maxUses"),
    eventId: register("eventId"),
  };

  const submit = handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
      reset(EMPTY);
    } catch (error) {
      for (const issue of serverIssues(error)) setError(issue.path.join(".") as Path<TDiscountFormInput>, { message: issue.message });
    }
  });

  return (
    <form className="card form-block admin-form" noValidate onSubmit={(e) => void submit(e)}>
      <h2>{t("discountForm.title")}</h2>
      <div className="field-grid">
        <FormField id="discount-code" label={t("discountForm.code")} hint={t("discountForm.codeHint", { max: LIMITS.discountCodeMaxLength })} error={errors.code?.message}>
          {(aria) => <input {...aria} type="text" maxLength={LIMITS.discountCodeMaxLength} autoComplete="off" {...fields.code} />}
        </FormField>
        <FormField id="discount-percent" label={t("discountForm.percent")} error={errors.percent?.message}>
          {(aria) => <input {...aria} type="number" inputMode="numeric" min={1} max={100} step={1} {...fields.percent} />}
        </FormField>
        <FormField id="discount-from" label={t("discountForm.validFrom")} error={errors.validFrom?.message}>
          {(aria) => <input {...aria} type="datetime-local" {...fields.validFrom} />}
        </FormField>
        <FormField id="discount-until" label={t("discountForm.validUntil")} error={errors.validUntil?.message}>
          {(aria) => <input {...aria} type="datetime-local" {...fields.validUntil} />}
        </FormField>
        <FormField id="discount-max" label={t("discountForm.maxUses")} error={errors.maxUses?.message}>
          {(aria) => <input {...aria} type="number" inputMode="numeric" min={1} step={1} {...fields.maxUses} />}
        </FormField>
        <FormField id="discount-event" label={t("discountForm.event")} error={errors.eventId?.message}>
          {(aria) => (
            <select {...aria} {...fields.eventId}>
              <option value="">{t("shared.anyEvent")}</option>
              {(events.data ?? []).map((event) => (
                <option key={event.id} value={event.id}>
                  {event.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <DiscountRoundingWarning control={control} events={events.data ?? []} />
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={formState.isSubmitting}>
          {t("discountForm.submit")}
        </button>
      </div>
    </form>
  );
}
