import { zodResolver } from "@hookform/resolvers/zod";
import { CURRENCIES, DEFAULT_TIME_ZONE, isFreeByKind, timeZoneChoices, ZEventInput, type TEventFormInput, type TEventInput } from "@vyc/validators";
import { useMemo } from "react";
import { Controller, useForm, useWatch, type Path } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { EventPriceRoundingWarning } from "./rounding-warning";
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

/**
 * Every field of an event (specification §3), validated with the schema the server uses. Its dates and
 * times are typed on the wall clock of the event's time zone, named in each label; changing the zone
 * keeps the times typed.
 */
export function EventForm({ defaultValues, submitLabel, onSave }: Props) {
  const { t } = useTranslation("admin");
  const form = useForm<TEventFormInput, unknown, TEventInput>({ resolver: zodResolver(ZEventInput), defaultValues, mode: "onTouched" });
  const { register, control, formState, handleSubmit, setError } = form;
  const errors = formState.errors;
  const assetUrl = useAssetUrl();
  const [isOnline, isPublic, timeZone, joinLink] = useWatch({ control, name: ["isOnline", "isPublic", "timeZone", "joinLink"] });
  const zone = { zone: timeZone?.trim() || DEFAULT_TIME_ZONE };
  const free = isFreeByKind({ isOnline: isOnline === true, isPublic: isPublic === true });
  const timeZones = useMemo(timeZoneChoices, []);

  const fields = {
    name: register("name"),
    eventCategory: register("eventCategory"),
    label: register("label"),
    description: register("description"),
    isOnline: register("isOnline"),
    isPublic: register("isPublic"),
    joinLink: register("joinLink"),
    place: register("place"),
    location: register("location"),
    dateStart: register("dateStart"),
    dateEnd: register("dateEnd"),
    timeZone: register("timeZone"),
    year: register("year"),
    price: register("price"),
    currency: register("currency"),
    capacity: register("capacity"),
    offerHours: register("offerHours"),
    registrationDeadline: register("registrationDeadline"),
    expiredRefundDate: register("expiredRefundDate"),
    checkInOpensAt: register("checkInOpensAt"),
    checkInClosesAt: register("checkInClosesAt"),
    isRegistrable: register("isRegistrable"),
    isPublished: register("isPublished"),
    nameVi: register("nameVi"),
    descriptionVi: register("descriptionVi"),
    eventCategoryVi: register("eventCategoryVi"),
    placeVi: register("placeVi"),
    locationVi: register("locationVi"),
  };

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
        <legend>{t("eventForm.about")}</legend>
        <FormField id="event-name" label={t("eventForm.name")} error={errors.name?.message}>
          {(aria) => <input {...aria} type="text" {...fields.name} />}
        </FormField>
        <div className="field-grid">
          <FormField id="event-category" label={t("eventForm.category")} hint={t("eventForm.categoryHint")} error={errors.eventCategory?.message}>
            {(aria) => <input {...aria} type="text" {...fields.eventCategory} />}
          </FormField>
          <FormField id="event-label" label={t("eventForm.label")} hint={t("eventForm.labelHint")} error={errors.label?.message}>
            {(aria) => <input {...aria} type="text" {...fields.label} />}
          </FormField>
        </div>
        <FormField id="event-description" label={t("eventForm.description")} error={errors.description?.message}>
          {(aria) => <textarea {...aria} rows={6} {...fields.description} />}
        </FormField>
        <div className="checkbox-row">
          <label>
            <input type="checkbox" {...fields.isOnline} /> {t("eventForm.online")}
          </label>
          <label>
            <input type="checkbox" {...fields.isPublic} /> {t("eventForm.public")}
          </label>
        </div>
        {(isOnline === true || Boolean(joinLink)) && (
          <FormField id="event-join-link" label={t("eventForm.joinLink")} hint={t("eventForm.joinLinkHint")} error={errors.joinLink?.message}>
            {(aria) => <input {...aria} type="url" inputMode="url" autoComplete="off" spellCheck={false} {...fields.joinLink} />}
          </FormField>
        )}
      </fieldset>

      <fieldset className="card form-block">
        <legend>{t("eventForm.placeAndDates")}</legend>
        <div className="field-grid">
          <FormField id="event-place" label={t("eventForm.place")} error={errors.place?.message}>
            {(aria) => <input {...aria} type="text" {...fields.place} />}
          </FormField>
          <FormField id="event-location" label={t("eventForm.location")} hint={t("eventForm.locationHint")} error={errors.location?.message}>
            {(aria) => <input {...aria} type="text" {...fields.location} />}
          </FormField>
          <FormField id="event-start" label={t("eventForm.start", zone)} error={errors.dateStart?.message}>
            {(aria) => <input {...aria} type="datetime-local" {...fields.dateStart} />}
          </FormField>
          <FormField id="event-end" label={t("eventForm.end", zone)} error={errors.dateEnd?.message}>
            {(aria) => <input {...aria} type="datetime-local" {...fields.dateEnd} />}
          </FormField>
          <FormField id="event-time-zone" label={t("eventForm.timeZone")} hint={t("eventForm.timeZoneHint")} error={errors.timeZone?.message}>
            {(aria) => <input {...aria} type="text" list="event-time-zones" autoComplete="off" spellCheck={false} {...fields.timeZone} />}
          </FormField>
          <datalist id="event-time-zones">
            {timeZones.map((zone) => (
              <option key={zone} value={zone} />
            ))}
          </datalist>
          <FormField id="event-year" label={t("eventForm.year")} error={errors.year?.message}>
            {(aria) => <input {...aria} type="number" inputMode="numeric" step={1} {...fields.year} />}
          </FormField>
          <FormField id="event-check-in-opens" label={t("eventForm.checkInOpens", zone)} hint={t("eventForm.checkInHint")} error={errors.checkInOpensAt?.message}>
            {(aria) => <input {...aria} type="datetime-local" {...fields.checkInOpensAt} />}
          </FormField>
          <FormField id="event-check-in-closes" label={t("eventForm.checkInCloses", zone)} error={errors.checkInClosesAt?.message}>
            {(aria) => <input {...aria} type="datetime-local" {...fields.checkInClosesAt} />}
          </FormField>
        </div>
      </fieldset>

      <fieldset className="card form-block">
        <legend>{t("eventForm.priceAndRegistration")}</legend>
        <div className="field-grid">
          <FormField id="event-price" label={t("eventForm.unitPrice")} hint={t(free ? "eventForm.freeHint" : "eventForm.priceHint")} error={errors.price?.message}>
            {(aria) => <input {...aria} type="number" inputMode="decimal" min={0} step="0.01" {...fields.price} />}
          </FormField>
          <FormField id="event-currency" label={t("eventForm.currency")} error={errors.currency?.message}>
            {(aria) => (
              <select {...aria} {...fields.currency}>
                {CURRENCIES.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <EventPriceRoundingWarning control={control} />
          <FormField id="event-capacity" label={t("eventForm.capacity")} hint={t("eventForm.capacityHint")} error={errors.capacity?.message}>
            {(aria) => <input {...aria} type="number" inputMode="numeric" min={1} step={1} {...fields.capacity} />}
          </FormField>
          <FormField id="event-offer-hours" label={t("eventForm.offerHours")} hint={t("eventForm.offerHoursHint")} error={errors.offerHours?.message}>
            {(aria) => <input {...aria} type="number" inputMode="numeric" min={1} max={168} step={1} {...fields.offerHours} />}
          </FormField>
          <FormField id="event-deadline" label={t("eventForm.deadline", zone)} error={errors.registrationDeadline?.message}>
            {(aria) => <input {...aria} type="datetime-local" {...fields.registrationDeadline} />}
          </FormField>
          <FormField id="event-refund" label={t("eventForm.refund", zone)} error={errors.expiredRefundDate?.message}>
            {(aria) => <input {...aria} type="datetime-local" {...fields.expiredRefundDate} />}
          </FormField>
        </div>
        <div className="checkbox-row">
          <label>
            <input type="checkbox" {...fields.isRegistrable} /> {t("eventForm.registrable")}
          </label>
          <label>
            <input type="checkbox" {...fields.isPublished} /> {t("eventForm.published")}
          </label>
        </div>
      </fieldset>

      <div className="card form-block">
        <Controller
          control={control}
          name="features"
          render={({ field }) => (
            <ListEditor label={t("eventForm.features")} itemName={t("eventForm.feature")} value={field.value ?? []} onChange={field.onChange} errors={errors.features} />
          )}
        />
      </div>
      <div className="card form-block">
        <Controller
          control={control}
          name="checklist"
          render={({ field }) => (
            <ListEditor label={t("eventForm.checklist")} itemName={t("eventForm.checklistItem")} value={field.value ?? []} onChange={field.onChange} errors={errors.checklist} />
          )}
        />
      </div>
      <div className="card form-block">
        <Controller
          control={control}
          name="images"
          render={({ field }) => (
            <ListEditor
              label={t("eventForm.images")}
              itemName={t("eventForm.image")}
              hint={t("eventForm.imagesHint")}
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

      <fieldset className="card form-block">
        <legend>{t("eventForm.vietnamese.legend")}</legend>
        <p className="hint">{t("eventForm.vietnamese.hint")}</p>
        <FormField id="event-name-vi" label={t("eventForm.vietnamese.name")} error={errors.nameVi?.message}>
          {(aria) => <input {...aria} type="text" lang="vi" {...fields.nameVi} />}
        </FormField>
        <FormField id="event-description-vi" label={t("eventForm.vietnamese.description")} error={errors.descriptionVi?.message}>
          {(aria) => <textarea {...aria} rows={6} lang="vi" {...fields.descriptionVi} />}
        </FormField>
        <div className="field-grid">
          <FormField id="event-category-vi" label={t("eventForm.vietnamese.category")} error={errors.eventCategoryVi?.message}>
            {(aria) => <input {...aria} type="text" lang="vi" {...fields.eventCategoryVi} />}
          </FormField>
          <FormField id="event-place-vi" label={t("eventForm.vietnamese.place")} error={errors.placeVi?.message}>
            {(aria) => <input {...aria} type="text" lang="vi" {...fields.placeVi} />}
          </FormField>
          <FormField id="event-location-vi" label={t("eventForm.vietnamese.location")} error={errors.locationVi?.message}>
            {(aria) => <input {...aria} type="text" lang="vi" {...fields.locationVi} />}
          </FormField>
        </div>
        <Controller
          control={control}
          name="featuresVi"
          render={({ field }) => (
            <ListEditor
              label={t("eventForm.vietnamese.features")}
              itemName={t("eventForm.vietnamese.feature")}
              inputLang="vi"
              value={field.value ?? []}
              onChange={field.onChange}
              errors={errors.featuresVi}
            />
          )}
        />
        <Controller
          control={control}
          name="checklistVi"
          render={({ field }) => (
            <ListEditor
              label={t("eventForm.vietnamese.checklist")}
              itemName={t("eventForm.vietnamese.checklistItem")}
              inputLang="vi"
              value={field.value ?? []}
              onChange={field.onChange}
              errors={errors.checklistVi}
            />
          )}
        />
      </fieldset>

      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={formState.isSubmitting}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
