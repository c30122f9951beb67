import { useMemo, type ChangeEvent } from "react";
import { useController, type Control, type FieldPath, type FieldValues } from "react-hook-form";
import { useTranslation } from "react-i18next";
import PhoneInput, { getCountries, getCountryCallingCode, type Country } from "react-phone-number-input/min";
import type { FieldAria } from "./form-field";
import "./phone-field.css";

interface CountryOption {
  value?: Country;
  label: string;
  divider?: boolean;
}

interface CountrySelectProps {
  value?: Country;
  onChange: (value?: Country) => void;
  onFocus?: () => void;
  onBlur?: () => void;
  options: CountryOption[];
  disabled?: boolean;
  readOnly?: boolean;
  name?: string;
  tabIndex?: number | string;
  "aria-label"?: string;
}

/**
 * The country picker of a phone number: a native select, so it works with the keyboard (arrows,
 * typing a country's first letters), screen readers and phone pickers alike; each country with its
 * calling code, in the page's language. Read-only, it keeps its value (a select has no readonly).
 */
function CountrySelect({ value, onChange, onFocus, onBlur, options, disabled, readOnly, name, tabIndex, "aria-label": label }: CountrySelectProps) {
  const change = (e: ChangeEvent<HTMLSelectElement>) => {
    if (readOnly) return;
    onChange(e.target.value === "" ? undefined : (e.target.value as Country));
  };
  return (
    <select
      className="phone-country"
      name={name}
      value={value ?? ""}
      onChange={change}
      onFocus={onFocus}
      onBlur={onBlur}
      disabled={disabled}
      aria-disabled={readOnly || undefined}
      tabIndex={typeof tabIndex === "string" ? Number(tabIndex) : tabIndex}
      aria-label={label}
    >
      {options.map((option) =>
        option.divider ? null : (
          <option key={option.value ?? "ZZ"} value={option.value ?? ""}>
            {option.value ? `${option.label} +${getCountryCallingCode(option.value)}` : option.label}
          </option>
        ),
      )}
    </select>
  );
}

const COUNTRIES = new Set<string>(getCountries());

/** The country of this browser's language ("de-DE" → DE), the picker's first choice; none when it names no region. */
function browserCountry(): Country | undefined {
  if (typeof navigator === "undefined") return undefined;
  for (const language of navigator.languages.length > 0 ? navigator.languages : [navigator.language]) {
    const region = language.split("-")[1]?.toUpperCase();
    if (region && COUNTRIES.has(region)) return region as Country;
  }
  return undefined;
}

/** A value the picker can show: E.164 ("+4915123456789"); anything else (the specification's 123-456-7890 of an old draft) starts empty. */
const shownValue = (value: unknown): string | undefined => (typeof value === "string" && /^\+\d+$/.test(value) ? value : undefined);

interface Props<T extends FieldValues> {
  aria: FieldAria;
  control: Control<T>;
  name: FieldPath<T>;
  /** The field's label, which names the country picker too ("Phone: country"). */
  label: string;
  autoComplete?: string;
  readOnly?: boolean;
}

/**
 * A phone number of any country: a country picker and the number as that country writes it; the
 * form holds it in E.164 ("+4915123456789"), as the server stores it. Typing + and a country code
 * chooses the country too.
 */
export function PhoneField<T extends FieldValues>({ aria, control, name, label, autoComplete, readOnly }: Props<T>) {
  const { t, i18n } = useTranslation("registration");
  const { field } = useController({ control, name });
  const language = i18n.resolvedLanguage ?? "en";
  const labels = useMemo(() => {
    const names = new Intl.DisplayNames([language], { type: "region", fallback: "code" });
    const byCountry: Record<string, string> = {};
    for (const country of getCountries()) byCountry[country] = names.of(country) ?? country;
    return { ...byCountry, ZZ: t("phoneInput.international"), country: t("phoneInput.country", { label }), phone: label };
  }, [language, t, label]);
  const defaultCountry = useMemo(browserCountry, []);
  return (
    <PhoneInput
      {...aria}
      className="phone-input"
      ref={field.ref}
      name={field.name}
      value={shownValue(field.value)}
      onChange={(value) => field.onChange(value ?? "")}
      onBlur={field.onBlur}
      labels={labels}
      defaultCountry={defaultCountry}
      countrySelectComponent={CountrySelect}
      countrySelectProps={{ "aria-label": labels.country }}
      focusInputOnCountrySelection={false}
      autoComplete={autoComplete ?? "tel"}
      readOnly={readOnly}
      type="tel"
    />
  );
}
