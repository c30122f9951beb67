import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { LIMITS, ZDiscountInput, type TDiscountFormInput, type TDiscountInput } from "@vyc/validators";
import { useForm, type Path } from "react-hook-form";
import { useTRPC } from "../../lib/trpc";
import { FormField } from "../registration/form-field";
import { serverIssues } from "./server-issues";
import { useAdminMutation } from "./use-admin-mutation";

const EMPTY: TDiscountFormInput = { code: "", percent: "", validFrom: "", validUntil: "", maxUses: "", eventId: "" };

/** A new discount code: percent, optional validity window (UTC), maximum uses and event. */
export function DiscountForm() {
  const trpc = useTRPC();
  const events = useQuery(trpc.admin.listEvents.queryOptions());
  const create = useAdminMutation(trpc.admin.createDiscount.mutationOptions(), "Discount code created.");
  const form = useForm<TDiscountFormInput, unknown, TDiscountInput>({ resolver: zodResolver(ZDiscountInput), defaultValues: EMPTY, mode: "onTouched" });
  const { register, formState, handleSubmit, setError, reset } = form;
  const errors = formState.errors;

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
      <h2>New discount code</h2>
      <div className="field-grid">
        <FormField id="discount-code" label="Code" hint={`Up to ${LIMITS.discountCodeMaxLength} letters or digits; buyers may type it in any case.`} error={errors.code?.message}>
          {(aria) => <input {...aria} type="text" maxLength={LIMITS.discountCodeMaxLength} autoComplete="off" {...register("code")} />}
        </FormField>
        <FormField id="discount-percent" label="Percent off" error={errors.percent?.message}>
          {(aria) => <input {...aria} type="number" inputMode="numeric" min={1} max={100} step={1} {...register("percent")} />}
        </FormField>
        <FormField id="discount-from" label="Valid from (UTC, optional)" error={errors.validFrom?.message}>
          {(aria) => <input {...aria} type="datetime-local" {...register("validFrom")} />}
        </FormField>
        <FormField id="discount-until" label="Valid until (UTC, optional)" error={errors.validUntil?.message}>
          {(aria) => <input {...aria} type="datetime-local" {...register("validUntil")} />}
        </FormField>
        <FormField id="discount-max" label="Maximum uses (optional)" error={errors.maxUses?.message}>
          {(aria) => <input {...aria} type="number" inputMode="numeric" min={1} step={1} {...register("maxUses")} />}
        </FormField>
        <FormField id="discount-event" label="Event" error={errors.eventId?.message}>
          {(aria) => (
            <select {...aria} {...register("eventId")}>
              <option value="">Any event</option>
              {(events.data ?? []).map((event) => (
                <option key={event.id} value={event.id}>
                  {event.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={formState.isSubmitting}>
          Create code
        </button>
      </div>
    </form>
  );
}
