import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { basisPointsToPercent, percentToBasisPoints, ZOrganiserSettings, type TOrganiserSettings, type TOrganiserSettingsForm } from "@vyc/validators";
import { useState } from "react";
import { Controller, useForm, type Control, type Path } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Loader } from "../../components/loader";
import { MessageText } from "../../i18n/message-text";
import { useImageSources } from "../../lib/asset-url";
import { useTRPC } from "../../lib/trpc";
import { FormField } from "../registration/form-field";
import { AdminOnly } from "./admin-only";
import { ImageUpload } from "./image-upload";
import { PageHeader } from "./page-header";
import { QueryError } from "./query-error";
import { serverIssues } from "./server-issues";
import { useAdminMutation } from "./use-admin-mutation";

/** The organiser's details printed on invoices from now on, and when event pages say "Only N seats left". */
export function OrganiserSettingsScreen() {
  const { t } = useTranslation("admin");
  const trpc = useTRPC();
  const settings = useQuery(trpc.admin.organiserSettings.queryOptions());
  return (
    <AdminOnly>
      <section>
        <PageHeader title={t("organiser.title")} />
        {settings.isPending ? <Loader label={t("organiser.loading")} /> : settings.isError ? <QueryError /> : <OrganiserForm initial={settings.data} />}
      </section>
    </AdminOnly>
  );
}

const TEXT_FIELDS = [
  { name: "name", autoComplete: "organization" },
  { name: "registrationId", autoComplete: "off" },
  { name: "vatId", autoComplete: "off" },
  { name: "email", autoComplete: "email" },
  { name: "phone", autoComplete: "tel" },
] as const;

function OrganiserForm({ initial }: { initial: TOrganiserSettings }) {
  const { t } = useTranslation("admin");
  const trpc = useTRPC();
  const save = useAdminMutation(trpc.admin.saveOrganiserSettings.mutationOptions(), t("organiser.saved"));
  const form = useForm<TOrganiserSettingsForm, unknown, TOrganiserSettings>({ resolver: zodResolver(ZOrganiserSettings), defaultValues: initial, mode: "onTouched" });
  const errors = form.formState.errors;
  const address = form.register("address");
  const threshold = form.register("seatsLeftThreshold");
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
    } catch (error) {
      for (const issue of serverIssues(error)) form.setError(issue.path.join(".") as Path<TOrganiserSettingsForm>, { message: issue.message });
    }
  });
  return (
    <form className="card form-block admin-form" noValidate onSubmit={(e) => void submit(e)}>
      <h2>{t("organiser.invoiceHeading")}</h2>
      <p className="hint">{t("organiser.invoiceHint")}</p>
      <div className="field-grid">
        {TEXT_FIELDS.map(({ name, autoComplete }) => (
          <FormField key={name} id={`organiser-${name}`} label={t(`organiser.${name}`)} error={errors[name]?.message}>
            {(aria) => <input {...aria} type="text" autoComplete={autoComplete} {...form.register(name)} />}
          </FormField>
        ))}
        <FormField id="organiser-address" label={t("organiser.address")} error={errors.address?.message}>
          {(aria) => <textarea {...aria} rows={3} autoComplete="street-address" {...address} />}
        </FormField>
      </div>
      <h2>{t("organiser.vatHeading")}</h2>
      <p className="hint">{t("organiser.vatHint")}</p>
      <div className="field-grid">
        <VatRateField control={form.control} error={errors.vatRateBasisPoints?.message} />
        <FormField id="organiser-vat-note" label={t("organiser.vatNote")} error={errors.vatNote?.message}>
          {(aria) => <textarea {...aria} rows={2} {...form.register("vatNote")} />}
        </FormField>
        <FormField id="organiser-vat-note-vi" label={t("organiser.vatNoteVi")} error={errors.vatNoteVi?.message}>
          {(aria) => <textarea {...aria} rows={2} lang="vi" {...form.register("vatNoteVi")} />}
        </FormField>
      </div>
      <LogoField control={form.control} error={errors.logo?.message} />
      <h2>{t("organiser.salesHeading")}</h2>
      <FormField id="organiser-threshold" label={t("organiser.threshold")} hint={t("organiser.thresholdHint")} error={errors.seatsLeftThreshold?.message}>
        {(aria) => <input {...aria} type="number" inputMode="numeric" min={0} max={1000} step={1} {...threshold} />}
      </FormField>
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>{t("organiser.save")}</button>
      </div>
    </form>
  );
}

/** The organiser's logo on e-mails and ticket PDFs: uploaded here, shown, and removable. */
function LogoField({ control, error }: { control: Control<TOrganiserSettingsForm>; error: string | undefined }) {
  const { t } = useTranslation("admin");
  const image = useImageSources();
  return (
    <Controller
      control={control}
      name="logo"
      render={({ field }) => (
        <fieldset className="logo-field" aria-describedby={error ? "organiser-logo-error" : undefined}>
          <legend>{t("organiser.logoHeading")}</legend>
          <p className="hint">{t("organiser.logoHint")}</p>
          {field.value ? (
            <p className="logo-preview">
              <img src={image(field.value).src} alt={t("organiser.logoAlt")} height={64} />
              <button type="button" className="btn btn-ghost" onClick={() => field.onChange("")}>{t("organiser.logoRemove")}</button>
            </p>
          ) : (
            <p className="hint">{t("organiser.logoNone")}</p>
          )}
          <ImageUpload onUploaded={(url) => field.onChange(url)} />
          {error && (
            <p className="field-error" id="organiser-logo-error">
              <MessageText text={error} />
            </p>
          )}
        </fieldset>
      )}
    />
  );
}

/**
 * The VAT rate typed as a percent ("19", "8.1"; empty when none is charged) and kept as basis points;
 * text that is not a percent is kept as NaN, which the schema refuses with its message.
 */
function VatRateField({ control, error }: { control: Control<TOrganiserSettingsForm>; error: string | undefined }) {
  const { t } = useTranslation("admin");
  return (
    <Controller
      control={control}
      name="vatRateBasisPoints"
      render={({ field }) => <VatRateInput value={field.value ?? null} onChange={field.onChange} onBlur={field.onBlur} label={t("organiser.vatRate")} hint={t("organiser.vatRateHint")} error={error} />}
    />
  );
}

function VatRateInput({ value, onChange, onBlur, label, hint, error }: { value: number | null; onChange: (value: number | null) => void; onBlur: () => void; label: string; hint: string; error: string | undefined }) {
  const [text, setText] = useState(() => (value === null || Number.isNaN(value) ? "" : basisPointsToPercent(value)));
  return (
    <FormField id="organiser-vat-rate" label={label} hint={hint} error={error}>
      {(aria) => (
        <input
          {...aria}
          type="text"
          inputMode="decimal"
          value={text}
          onBlur={onBlur}
          onChange={(e) => {
            setText(e.target.value);
            onChange(e.target.value.trim() === "" ? null : (percentToBasisPoints(e.target.value) ?? Number.NaN));
          }}
        />
      )}
    </FormField>
  );
}
