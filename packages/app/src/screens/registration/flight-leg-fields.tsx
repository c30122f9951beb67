import { LIMITS, TRANSPORT_TYPES, type TFlightsFormInput } from "@vyc/validators";
import { useFormContext, useWatch } from "react-hook-form";
import { FormField } from "./form-field";

const TRANSPORT_LABELS = { train: "Train", plane: "Plane" } as const;
const LEG_LABELS = { arrival: "Arrival", departure: "Departure" } as const;

/**
 * One journey (arrival or departure) of a ticket: transport, date and time, and for a plane the
 * airline and flight number, which are hidden and disabled for a train.
 */
export function FlightLegFields({ index, leg, idPrefix = `ticket-${index + 1}` }: { index: number; leg: "arrival" | "departure"; idPrefix?: string }) {
  const { register, control, formState } = useFormContext<TFlightsFormInput>();
  const errors = formState.errors.flights?.[index];
  const base = `flights.${index}` as const;
  const transport = useWatch({ control, name: `${base}.${leg}TransportType` });
  const plane = transport === "plane";
  const id = (field: string) => `${idPrefix}-${leg}-${field}`;
  const label = LEG_LABELS[leg];
  const transportError = errors?.[`${leg}TransportType`]?.message;
  const transportErrorId = transportError ? id("transport-error") : undefined;

  return (
    <fieldset className="flight-leg">
      <legend>{label}</legend>
      <fieldset className="inline-radios" aria-describedby={transportErrorId}>
        <legend>{label} transport</legend>
        {TRANSPORT_TYPES.map((value) => (
          <label key={value} className="radio-option">
            <input type="radio" value={value} aria-invalid={Boolean(transportError)} {...register(`${base}.${leg}TransportType`)} />
            {TRANSPORT_LABELS[value]}
          </label>
        ))}
        {transportError && <p className="field-error" id={transportErrorId}>{transportError}</p>}
      </fieldset>
      <FormField id={id("datetime")} label={`${label} date and time`} error={errors?.[`${leg}Datetime`]?.message}>
        {(aria) => <input {...aria} type="datetime-local" min={LIMITS.flightDatetimeMin} max={LIMITS.flightDatetimeMax} {...register(`${base}.${leg}Datetime`)} />}
      </FormField>
      <div className="field-grid" hidden={!plane}>
        <FormField id={id("airline")} label={`${label} airline`} error={plane ? errors?.[`${leg}Airline`]?.message : undefined}>
          {(aria) => <input {...aria} type="text" {...register(`${base}.${leg}Airline`, { disabled: !plane })} />}
        </FormField>
        <FormField id={id("flight-number")} label={`${label} flight number`} error={plane ? errors?.[`${leg}FlightNumber`]?.message : undefined}>
          {(aria) => <input {...aria} type="text" autoCapitalize="characters" {...register(`${base}.${leg}FlightNumber`, { disabled: !plane })} />}
        </FormField>
      </div>
    </fieldset>
  );
}
