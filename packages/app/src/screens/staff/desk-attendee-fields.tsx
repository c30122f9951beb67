import { isMinorAge, type TDeskEvent, type TDeskSaleFormInput } from "@vyc/validators";
import { useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormField } from "../registration/form-field";
import { PhoneField } from "../registration/phone-field";
import { DeskTicketTypeField } from "./desk-ticket-type-field";

/**
 * One walk-in of the desk's sale: its ticket type when the event sells several at the desk, name and
 * age, an optional e-mail, and for a minor the guardian present or reachable.
 */
export function DeskAttendeeFields({ index, event }: { index: number; event: TDeskEvent }) {
  const { t } = useTranslation("desk");
  const { register, formState, control } = useFormContext<TDeskSaleFormInput>();
  const errors = formState.errors.attendees?.[index];
  const number = index + 1;
  const id = (field: string) => `ticket-${number}-${field}`;
  const name = <F extends keyof TDeskSaleFormInput["attendees"][number]>(field: F) => `attendees.${index}.${field}` as const;
  const minor = isMinorAge(Number(useWatch({ control, name: name("age") })));

  return (
    <fieldset className="card form-block desk-attendee">
      <legend>{t("saleForm.attendee.legend", { number: String(number) })}</legend>
      <div className="field-grid">
        {event.ticketTypes.length > 1 && <DeskTicketTypeField index={index} types={event.ticketTypes} currency={event.currency} />}
        <FormField id={id("firstName")} label={t("saleForm.attendee.firstName")} error={errors?.firstName?.message}>
          {(aria) => <input {...aria} type="text" autoComplete="off" {...register(name("firstName"))} />}
        </FormField>
        <FormField id={id("lastName")} label={t("saleForm.attendee.lastName")} error={errors?.lastName?.message}>
          {(aria) => <input {...aria} type="text" autoComplete="off" {...register(name("lastName"))} />}
        </FormField>
        <FormField id={id("age")} label={t("saleForm.attendee.age")} error={errors?.age?.message}>
          {(aria) => <input {...aria} type="number" inputMode="numeric" min={1} max={100} {...register(name("age"))} />}
        </FormField>
        <FormField id={id("email")} label={t("saleForm.attendee.email")} hint={t("saleForm.attendee.emailHint")} error={errors?.email?.message}>
          {(aria) => <input {...aria} type="email" autoComplete="off" {...register(name("email"))} />}
        </FormField>
      </div>
      {minor && (
        <div className="guardian-fields">
          <p className="hint">{t("saleForm.attendee.guardianHint")}</p>
          <div className="field-grid">
            <FormField id={id("guardianName")} label={t("saleForm.attendee.guardianName")} error={errors?.guardianName?.message}>
              {(aria) => <input {...aria} type="text" autoComplete="off" {...register(name("guardianName"))} />}
            </FormField>
            <FormField id={id("guardianPhone")} label={t("saleForm.attendee.guardianPhone")} hint={t("saleForm.attendee.guardianPhoneHint")} error={errors?.guardianPhone?.message}>
              {(aria) => <PhoneField aria={aria} control={control} name={name("guardianPhone")} label={t("saleForm.attendee.guardianPhone")} autoComplete="off" />}
            </FormField>
          </div>
          <label className="checkbox-row">
            <input type="checkbox" {...register(name("guardianSignedHere"))} />
            {t("saleForm.attendee.guardianSignedHere")}
          </label>
        </div>
      )}
    </fieldset>
  );
}
