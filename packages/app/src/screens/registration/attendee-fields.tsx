import { ADULT_AGE, LIMITS, type AskedQuestion, type TAttendeesFormInput, type TOfferedTicketType } from "@vyc/validators";
import { useEffect, useState } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { CountryField } from "./country-field";
import { FormField } from "./form-field";
import { PhoneField } from "./phone-field";
import { QuestionFields } from "./question-fields";
import { TicketTypeField } from "./ticket-type-field";

/** What the attendees of one order often share: offered as "same as ticket 1" from ticket 2 on. */
const SHARED_FIELDS = ["lastName", "phone", "country"] as const;

const GENDER_LABELS = { male: "attendee.genders.male", female: "attendee.genders.female", nonBinary: "attendee.genders.nonBinary" } as const;

interface Props {
  index: number;
  online: boolean;
  /** The types on sale; a choice is offered when there are several. */
  ticketTypes: readonly TOfferedTicketType[];
  questions: readonly AskedQuestion[];
  /** The event's currency; null for a free event. */
  currency: string | null;
  timeZone: string;
}

/**
 * The attendee of one ticket: its type when the event sells several, the specification's fields
 * (healthcare for in-person events only, a parent or guardian for attendees under 18), then the
 * organiser's questions for that type.
 */
export function AttendeeFields({ index, online, ticketTypes, questions, currency, timeZone }: Props) {
  const { t } = useTranslation("registration");
  const { register, formState, control, setValue } = useFormContext<TAttendeesFormInput>();
  const [sameAsFirst, setSameAsFirst] = useState(false);
  const first = useWatch({ control, name: SHARED_FIELDS.map((field) => `attendees.0.${field}` as const) });
  const firstValues = JSON.stringify(first);
  const validate = formState.isSubmitted;
  useEffect(() => {
    if (!sameAsFirst || index === 0) return;
    const values = JSON.parse(firstValues) as Array<string | undefined>;
    SHARED_FIELDS.forEach((field, i) => {
      setValue(`attendees.${index}.${field}`, values[i] ?? "", { shouldValidate: validate, shouldDirty: true });
    });
  }, [sameAsFirst, index, setValue, validate, firstValues]);
  const shared = index > 0 && sameAsFirst;
  const errors = formState.errors.attendees?.[index];
  const number = index + 1;
  const id = (field: string) => `ticket-${number}-${field}`;
  const name = <F extends keyof TAttendeesFormInput["attendees"][number]>(field: F) => `attendees.${index}.${field}` as const;
  const fields = {
    firstName: register(name("firstName")),
    lastName: register(name("lastName")),
    gender: register(name("gender")),
    age: register(name("age")),
    email: register(name("email")),
    country: register(name("country")),
    expectation: register(name("expectation")),
    guardianName: register(name("guardianName")),
    guardianEmail: register(name("guardianEmail")),
  };
  const healthcare = online ? null : register(name("healthcare"));
  const age = Number(useWatch({ control, name: name("age") }));
  const minor = age >= LIMITS.ageMin && age < ADULT_AGE;

  return (
    <fieldset className="card form-block">
      <legend>{t("attendee.legend", { number: String(number) })}</legend>
      {index > 0 && (
        <div className="same-as-first">
          <label className="checkbox-row">
            <input type="checkbox" checked={sameAsFirst} aria-describedby={id("same-hint")} onChange={(e) => setSameAsFirst(e.target.checked)} />
            {t("attendee.sameAsFirst")}
          </label>
          <p className="hint" id={id("same-hint")}>{t("attendee.sameAsFirstHint")}</p>
        </div>
      )}
      {ticketTypes.length > 1 && <TicketTypeField index={index} types={ticketTypes} currency={currency} timeZone={timeZone} />}
      <div className="field-grid">
        <FormField id={id("firstName")} label={t("attendee.firstName")} error={errors?.firstName?.message}>
          {(aria) => <input {...aria} type="text" autoComplete={index === 0 ? "given-name" : "off"} {...fields.firstName} />}
        </FormField>
        <FormField id={id("lastName")} label={t("attendee.lastName")} error={errors?.lastName?.message}>
          {(aria) => <input {...aria} type="text" autoComplete={index === 0 ? "family-name" : "off"} readOnly={shared} {...fields.lastName} />}
        </FormField>
        <FormField id={id("gender")} label={t("attendee.gender")} error={errors?.gender?.message}>
          {(aria) => (
            <select {...aria} {...fields.gender}>
              <option value="">{t("attendee.chooseGender")}</option>
              {Object.entries(GENDER_LABELS).map(([value, label]) => (
                <option key={value} value={value}>{t(label)}</option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id={id("age")} label={t("attendee.age")} error={errors?.age?.message}>
          {(aria) => <input {...aria} type="number" inputMode="numeric" min={LIMITS.ageMin} max={LIMITS.ageMax} step={1} {...fields.age} />}
        </FormField>
        <FormField id={id("email")} label={t("attendee.email")} error={errors?.email?.message}>
          {(aria) => <input {...aria} type="email" autoComplete={index === 0 ? "email" : "off"} {...fields.email} />}
        </FormField>
        <FormField id={id("phone")} label={t("attendee.phone")} error={errors?.phone?.message} hint={t("attendee.phoneHint")}>
          {(aria) => <PhoneField aria={aria} control={control} name={name("phone")} label={t("attendee.phone")} autoComplete={index === 0 ? "tel" : "off"} readOnly={shared} />}
        </FormField>
        <FormField id={id("country")} label={t("attendee.country")} error={errors?.country?.message}>
          {(aria) => <CountryField aria={aria} registration={fields.country} autoComplete={index === 0 ? "country-name" : "off"} readOnly={shared} />}
        </FormField>
      </div>
      <FormField id={id("expectation")} label={t("attendee.expectation")} error={errors?.expectation?.message}>
        {(aria) => <textarea {...aria} rows={3} {...fields.expectation} />}
      </FormField>
      {minor && (
        <div className="guardian-fields">
          <p className="hint">{t("attendee.guardianHint")}</p>
          <div className="field-grid">
            <FormField id={id("guardianName")} label={t("attendee.guardianName")} error={errors?.guardianName?.message}>
              {(aria) => <input {...aria} type="text" autoComplete="off" {...fields.guardianName} />}
            </FormField>
            <FormField id={id("guardianEmail")} label={t("attendee.guardianEmail")} error={errors?.guardianEmail?.message}>
              {(aria) => <input {...aria} type="email" autoComplete="off" {...fields.guardianEmail} />}
            </FormField>
            <FormField id={id("guardianPhone")} label={t("attendee.guardianPhone")} error={errors?.guardianPhone?.message}>
              {(aria) => <PhoneField aria={aria} control={control} name={name("guardianPhone")} label={t("attendee.guardianPhone")} autoComplete="off" />}
            </FormField>
          </div>
        </div>
      )}
      {healthcare && (
        <FormField
          id={id("healthcare")}
          label={t("attendee.healthcare")}
          hint={t("attendee.healthcareHint")}
          error={errors?.healthcare?.message}
        >
          {(aria) => <textarea {...aria} rows={2} {...healthcare} />}
        </FormField>
      )}
      <QuestionFields index={index} questions={questions} />
    </fieldset>
  );
}
