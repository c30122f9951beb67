import { zodResolver } from "@hookform/resolvers/zod";
import { CURRENCIES, ZEventInput, type TEventFormInput, type TEventInput } from "@vyc/validators";
import { Controller, useForm, useWatch, type Path } from "react-hook-form";
import { useAssetUrl } from "../../lib/asset-url";
import { FormField } from "../registration/form-field";
import { ImageUpload } from "./image-upload";
import { ListEditor } from "./list-editor";
import { serverIssues } from "./server-issues";

interface Props {
  defaultValues: TEventFormInput;
  submitLabel: string;
  /** Saves the event; a refusal is thrown back so its field issues land on the fields. */
  onSave: (values: TEventInput) => Promise<unknown>;
}

const text = (value: unknown): string => (typeof value === "string" ? value : "");

/** Every field of an event (specification §3), validated with the schema the server uses. */
export function EventForm({ defaultValues, submitLabel, onSave }: Props) {
  const form = useForm<TEventFormInput, unknown, TEventInput>({ resolver: zodResolver(ZEventInput), defaultValues, mode: "onTouched" });
  const { register, control, formState, handleSubmit, setError } = form;
  const errors = formState.errors;
  const assetUrl = useAssetUrl();
  const [isOnline, isPublic] = useWatch({ control, name: ["isOnline", "isPublic"] });
  const free = isOnline === true || isPublic === true;

  const submit = handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch (error) {
      for (const issue of serverIssues(error)) setError(issue.path.join(".") as Path<TEventFormInput>, { message: issue.message });
    }
  });

  return (
    <form className="admin-form" noValidate onSubmit={(e) => void submit(e)}>
      <fieldset className="card form-block">
        <legend>About the event</legend>
        <FormField id="event-name" label="Name" error={errors.name?.message}>
          {(aria) => <input {...aria} type="text" {...register("name")} />}
        </FormField>
        <div className="field-grid">
          <FormField id="event-category" label="Category" hint="Summer Camp, Seminar, Training…" error={errors.eventCategory?.message}>
            {(aria) => <input {...aria} type="text" {...register("eventCategory")} />}
          </FormField>
          <FormField id="event-label" label="Label" hint="Shown on tickets, e.g. VYC Camp" error={errors.label?.message}>
            {(aria) => <input {...aria} type="text" {...register("label")} />}
          </FormField>
        </div>
        <FormField id="event-description" label="Description" error={errors.description?.message}>
          {(aria) => <textarea {...aria} rows={6} {...register("description")} />}
        </FormField>
        <div className="checkbox-row">
          <label>
            <input type="checkbox" {...register("isOnline")} /> Online event
          </label>
          <label>
            <input type="checkbox" {...register("isPublic")} /> Public (free) event
          </label>
        </div>
      </fieldset>

      <fieldset className="card form-block">
        <legend>Place and dates (UTC)</legend>
        <div className="field-grid">
          <FormField id="event-place" label="Place" error={errors.place?.message}>
            {(aria) => <input {...aria} type="text" {...register("place")} />}
          </FormField>
          <FormField id="event-location" label="Location" hint="Address, or how online attendees join" error={errors.location?.message}>
            {(aria) => <input {...aria} type="text" {...register("location")} />}
          </FormField>
          <FormField id="event-start" label="Start (UTC)" error={errors.dateStart?.message}>
            {(aria) => <input {...aria} type="datetime-local" {...register("dateStart")} />}
          </FormField>
          <FormField id="event-end" label="End (UTC)" error={errors.dateEnd?.message}>
            {(aria) => <input {...aria} type="datetime-local" {...register("dateEnd")} />}
          </FormField>
          <FormField id="event-year" label="Year" error={errors.year?.message}>
            {(aria) => <input {...aria} type="number" inputMode="numeric" step={1} {...register("year")} />}
          </FormField>
        </div>
      </fieldset>

      <fieldset className="card form-block">
        <legend>Price, capacity and registration</legend>
        <div className="field-grid">
          <FormField id="event-price" label="Unit price" hint={free ? "Online and public events are free: 0." : "In the event's currency, e.g. 490 or 19.90"} error={errors.price?.message}>
            {(aria) => <input {...aria} type="number" inputMode="decimal" min={0} step="0.01" {...register("price")} />}
          </FormField>
          <FormField id="event-currency" label="Currency" error={errors.currency?.message}>
            {(aria) => (
              <select {...aria} {...register("currency")}>
                {CURRENCIES.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField id="event-capacity" label="Capacity" hint="Seats for sale" error={errors.capacity?.message}>
            {(aria) => <input {...aria} type="number" inputMode="numeric" min={1} step={1} {...register("capacity")} />}
          </FormField>
          <FormField id="event-deadline" label="Registration deadline (UTC, optional)" error={errors.registrationDeadline?.message}>
            {(aria) => <input {...aria} type="datetime-local" {...register("registrationDeadline")} />}
          </FormField>
          <FormField id="event-refund" label="Refunds possible until (UTC, optional)" error={errors.expiredRefundDate?.message}>
            {(aria) => <input {...aria} type="datetime-local" {...register("expiredRefundDate")} />}
          </FormField>
        </div>
        <div className="checkbox-row">
          <label>
            <input type="checkbox" {...register("isRegistrable")} /> Registration open
          </label>
          <label>
            <input type="checkbox" {...register("isPublished")} /> Published on the site
          </label>
        </div>
      </fieldset>

      <div className="card form-block">
        <Controller
          control={control}
          name="features"
          render={({ field }) => (
            <ListEditor label="Features" itemName="feature" value={field.value ?? []} onChange={field.onChange} errors={errors.features} />
          )}
        />
      </div>
      <div className="card form-block">
        <Controller
          control={control}
          name="checklist"
          render={({ field }) => (
            <ListEditor label="What to bring" itemName="checklist item" value={field.value ?? []} onChange={field.onChange} errors={errors.checklist} />
          )}
        />
      </div>
      <div className="card form-block">
        <Controller
          control={control}
          name="images"
          render={({ field }) => (
            <ListEditor
              label="Images"
              itemName="image address"
              hint="An https:// address, or upload a file below. The first image leads the gallery."
              value={field.value ?? []}
              onChange={field.onChange}
              errors={errors.images}
              renderItem={(item) => <img className="thumb" src={assetUrl(text(item))} alt="" />}
            >
              <ImageUpload onUploaded={(url) => field.onChange([...(field.value ?? []), url])} />
            </ListEditor>
          )}
        />
      </div>

      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={formState.isSubmitting}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
