import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { ZOrganiserSettings, type TOrganiserSettings, type TOrganiserSettingsForm } from "@vyc/validators";
import { useForm, type Path } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Loader } from "../../components/loader";
import { useTRPC } from "../../lib/trpc";
import { FormField } from "../registration/form-field";
import { AdminOnly } from "./admin-only";
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
