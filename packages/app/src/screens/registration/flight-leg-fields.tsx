import { LIMITS, TRANSPORT_TYPES, type TFlightsFormInput } from "@vyc/validators";
import { useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormField } from "./form-field";
import { MessageText } from "../../i18n/message-text";

const TRANSPORT_LABELS = { train: "leg.transportTypes.train", plane: "leg.transportTypes.plane" } as const;

/**
 * One journey (arrival or departure) of a ticket: transport, date and time, and for a plane the
 * airline and flight number, which are hidden and disabled for a train.
 */
export function FlightLegFields({ index, leg, idPrefix = `ticket-${index + 1}` }: { index: number; leg: "arrival" | "departure"; idPrefix?: string }) {
  const { t } = useTranslation("registration");
  const { register, control, formState } = useFormContext<TFlightsFormInput>();
  const errors = formState.errors.flights?.[index];
  const base = `flights.${index}` as const;
  const transport = useWatch({ control, name: `${base}.${leg}TransportType` });
  const plane = transport === "plane";
  const id = (field: string) => `${idPrefix}-${leg}-${field}`;
  const transportError = errors?.[`${leg}TransportType`]?.message;
  const transportErrorId = transportError ? id("transport-error") : undefined;
  const fields = {
    transport: register(`${base}.${leg}TransportType`),
    datetime: register(`${base}.${leg}Datetime`),
    airline: register(`${base}.${leg}Airline`, { disabled: !plane }),
    flightNumber: register(`${base}.${leg}FlightNumber`, { disabled: !plane }),
  };

  return (
    <fieldset className="flight-leg">
      <legend>{t("leg.title", { leg })}</legend>
      <fieldset className="inline-radios" aria-describedby={transportErrorId}>
        <legend>{t("leg.transport", { leg })}</legend>
        {TRANSPORT_TYPES.map((value) => (
          <label key={value} className="radio-option">
            <input type="radio" value={value} aria-invalid={Boolean(transportError)} {...fields.transport} />
            {t(TRANSPORT_LABELS[value])}
          </label>
        ))}
        {transportError && <p className="field-error" id={transportErrorId}><MessageText text={transportError} /></p>}
      </fieldset>
      <FormField id={id("datetime")} label={t("leg.datetime", { leg })} hint={t("leg.datetimeHint", { leg })} error={errors?.[`${leg}Datetime`]?.message}>
        {(aria) => <input {...aria} type="datetime-local" min={LIMITS.flightDatetimeMin} max={LIMITS.flightDatetimeMax} {...fields.datetime} />}
      </FormField>
      <div className="field-grid" hidden={!plane}>
        <FormField id={id("airline")} label={t("leg.airline", { leg })} error={plane ? errors?.[`${leg}Airline`]?.message : undefined}>
          {(aria) => <input {...aria} type="text" {...fields.airline} />}
        </FormField>
        <FormField id={id("flight-number")} label={t("leg.flightNumber", { leg })} error={plane ? errors?.[`${leg}FlightNumber`]?.message : undefined}>
          {(aria) => <input {...aria} type="text" autoCapitalize="characters" {...fields.flightNumber} />}
        </FormField>
      </div>
    </fieldset>
  );
}
