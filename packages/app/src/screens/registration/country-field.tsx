import { useMemo } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { useActiveLocale } from "../../i18n/use-locale";
import type { FieldAria } from "./form-field";
import { countryNames } from "./country-codes";

/**
 * The country as a text field with the countries as suggestions (a native datalist): typing filters
 * them, the browser's own list works with the keyboard, screen readers and phone keyboards, and a
 * name not in the list (a region, a spelling of one's own) is still accepted.
 */
export function CountryField({ aria, registration, autoComplete, readOnly }: { aria: FieldAria; registration: UseFormRegisterReturn; autoComplete: string; readOnly?: boolean }) {
  const locale = useActiveLocale();
  const names = useMemo(() => countryNames(locale), [locale]);
  const listId = `${aria.id}-options`;
  return (
    <>
      <input {...aria} type="text" list={listId} autoComplete={autoComplete} readOnly={readOnly} {...registration} />
      <datalist id={listId}>
        {names.map((name) => <option key={name} value={name} />)}
      </datalist>
    </>
  );
}
