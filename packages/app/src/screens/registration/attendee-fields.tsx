import { LIMITS, PHONE_PLACEHOLDER, type TAttendeesFormInput } from "@vyc/validators";
import { useFormContext } from "react-hook-form";
import { FormField } from "./form-field";

const GENDER_LABELS = { male: "Male", female: "Female", nonBinary: "Non-binary" } as const;

/** The attendee of one ticket; healthcare is asked for in-person events only. */
export function AttendeeFields({ index, online }: { index: number; online: boolean }) {
  const { register, formState } = useFormContext<TAttendeesFormInput>();
  const errors = formState.errors.attendees?.[index];
  const number = index + 1;
  const id = (field: string) => `ticket-${number}-${field}`;
  const name = <F extends keyof TAttendeesFormInput["attendees"][number]>(field: F) => `attendees.${index}.${field}` as const;

  return (
    <fieldset className="card form-block">
      <legend>Ticket {number}</legend>
      <div className="field-grid">
        <FormField id={id("firstName")} label="First name" error={errors?.firstName?.message}>
          {(aria) => <input {...aria} type="text" autoComplete={index === 0 ? "given-name" : "off"} {...register(name("firstName"))} />}
        </FormField>
        <FormField id={id("lastName")} label="Last name" error={errors?.lastName?.message}>
          {(aria) => <input {...aria} type="text" autoComplete={index === 0 ? "family-name" : "off"} {...register(name("lastName"))} />}
        </FormField>
        <FormField id={id("gender")} label="Gender" error={errors?.gender?.message}>
          {(aria) => (
            <select {...aria} {...register(name("gender"))}>
              <option value="">Choose…</option>
              {Object.entries(GENDER_LABELS).map(([value, label]) => (
                <option key={value} value={value}>{label}</option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id={id("age")} label="Age" error={errors?.age?.message}>
          {(aria) => <input {...aria} type="number" inputMode="numeric" min={LIMITS.ageMin} max={LIMITS.ageMax} step={1} {...register(name("age"))} />}
        </FormField>
        <FormField id={id("email")} label="Email" error={errors?.email?.message}>
          {(aria) => <input {...aria} type="email" autoComplete={index === 0 ? "email" : "off"} {...register(name("email"))} />}
        </FormField>
        <FormField id={id("phone")} label="Phone" error={errors?.phone?.message} hint="Format 123-456-7890">
          {(aria) => (
            <input {...aria} type="tel" placeholder={PHONE_PLACEHOLDER} pattern="\d{3}-\d{3}-\d{4}" autoComplete={index === 0 ? "tel" : "off"} {...register(name("phone"))} />
          )}
        </FormField>
        <FormField id={id("country")} label="Country" error={errors?.country?.message}>
          {(aria) => <input {...aria} type="text" autoComplete={index === 0 ? "country-name" : "off"} {...register(name("country"))} />}
        </FormField>
      </div>
      <FormField id={id("expectation")} label="What do you expect from this event?" error={errors?.expectation?.message}>
        {(aria) => <textarea {...aria} rows={3} {...register(name("expectation"))} />}
      </FormField>
      {!online && (
        <FormField
          id={id("healthcare")}
          label="Health and dietary needs (optional)"
          hint="Allergies, medication, diet or anything our team should know."
          error={errors?.healthcare?.message}
        >
          {(aria) => <textarea {...aria} rows={2} {...register(name("healthcare"))} />}
        </FormField>
      )}
    </fieldset>
  );
}
