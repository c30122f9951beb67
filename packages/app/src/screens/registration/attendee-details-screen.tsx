import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Link, useParams } from "@tanstack/react-router";
import { GENDERS, ZAttendeeDetailsFields, type TAttendeeDetailsFields, type TAttendeeDetailsFieldsInput, type TAttendeeDetailsView } from "@vyc/validators";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Loader } from "../../components/loader";
import { ShownMessage } from "../../i18n/shown-text";
import { useFormat } from "../../i18n/use-format";
import { useActiveLocale } from "../../i18n/use-locale";
import { shownError } from "../../lib/api-errors";
import { useTRPC } from "../../lib/trpc";
import { CountryField } from "./country-field";
import { FormField } from "./form-field";
import { PhoneField } from "./phone-field";

/** The details form of one ticket, filled with what the attendee gave so far. */
function DetailsForm({ token, view }: { token: string; view: TAttendeeDetailsView }) {
  const { t } = useTranslation("registration");
  const trpc = useTRPC();
  const save = useMutation(trpc.registration.completeAttendeeDetails.mutationOptions());
  const form = useForm<TAttendeeDetailsFieldsInput, unknown, TAttendeeDetailsFields>({
    resolver: zodResolver(ZAttendeeDetailsFields),
    defaultValues: { gender: (GENDERS as readonly string[]).includes(view.gender) ? (view.gender as TAttendeeDetailsFields["gender"]) : undefined, phone: view.phone, country: view.country, expectation: view.expectation, healthcare: "" },
  });
  const { register, handleSubmit, formState } = form;
  const errors = formState.errors;
  const submit = handleSubmit((values) => save.mutate({ ...values, token }));
  const id = (field: string) => `details-${field}`;

  return (
    <form className="card form-block" noValidate onSubmit={(e) => void submit(e)}>
      <div className="field-grid">
        <FormField id={id("gender")} label={t("attendee.gender")} error={errors.gender?.message}>
          {(aria) => (
            <select {...aria} {...register("gender")}>
              <option value="">{t("attendee.chooseGender")}</option>
              {GENDERS.map((gender) => <option key={gender} value={gender}>{t(`attendee.genders.${gender}`)}</option>)}
            </select>
          )}
        </FormField>
        <FormField id={id("phone")} label={t("attendee.phone")} error={errors.phone?.message} hint={t("attendee.phoneHint")}>
          {(aria) => <PhoneField aria={aria} control={form.control} name="phone" label={t("attendee.phone")} autoComplete="tel" />}
        </FormField>
        <FormField id={id("country")} label={t("attendee.country")} error={errors.country?.message}>
          {(aria) => <CountryField aria={aria} registration={register("country")} autoComplete="country-name" />}
        </FormField>
      </div>
      <FormField id={id("expectation")} label={t("attendee.expectation")} error={errors.expectation?.message}>
        {(aria) => <textarea {...aria} rows={3} {...register("expectation")} />}
      </FormField>
      {!view.event.isOnline && (
        <FormField
          id={id("healthcare")}
          label={t("attendee.healthcare")}
          hint={view.hasHealthNotes ? t("attendeeDetails.healthcareKept") : t("attendee.healthcareHint")}
          error={errors.healthcare?.message}
        >
          {(aria) => <textarea {...aria} rows={2} {...register("healthcare")} />}
        </FormField>
      )}
      {save.isError && <p className="error-banner" role="alert"><ShownMessage text={shownError(save.error)} /></p>}
      {save.isSuccess && <p className="success-banner" role="status">{t("attendeeDetails.saved")}</p>}
      <button type="submit" className="btn btn-primary" disabled={save.isPending}>{t("attendeeDetails.save")}</button>
    </form>
  );
}

/**
 * A walk-in's personal link, sent with the tickets the desk sold: the registration details the
 * desk's short form did not ask, completed or corrected until the event starts.
 */
export function AttendeeDetailsScreen() {
  const { t } = useTranslation("registration");
  const format = useFormat();
  const locale = useActiveLocale();
  const trpc = useTRPC();
  const { token } = useParams({ from: "/attendee-details/$token" });
  const details = useQuery({ ...trpc.registration.attendeeDetails.queryOptions({ token }), retry: false });

  const body = () => {
    if (details.isPending) return <Loader label={t("attendeeDetails.loading")} />;
    if (details.isError) return <p className="error-banner" role="alert"><ShownMessage text={shownError(details.error)} /></p>;
    const view = details.data;
    const event = locale === "vi" && view.event.nameVi ? view.event.nameVi : view.event.name;
    return (
      <>
        <p>{t("attendeeDetails.for", { firstName: view.firstName, lastName: view.lastName, event, dates: format.dateRange(view.event.dateStart, view.event.dateEnd, view.event.timeZone) })}</p>
        <p className="hint">{t("attendeeDetails.intro")}</p>
        <DetailsForm token={token} view={view} />
      </>
    );
  };

  return (
    <section className="container page attendee-details">
      <h1>{t("attendeeDetails.title")}</h1>
      {body()}
      <p><Link to="/">{t("attendeeDetails.home")}</Link></p>
    </section>
  );
}
