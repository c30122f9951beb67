import type { DefaultValues } from "react-hook-form";
import type { TAttendeesFormInput } from "@vyc/validators";

const COUNTRY_KEY = "vyc.desk.country";

/** The country of the desk's last walk-in: a camp's walk-ins mostly come from the same place. */
export function lastSaleCountry(storage: Pick<Storage, "getItem"> | null = safeStorage()): string {
  try {
    return storage?.getItem(COUNTRY_KEY)?.trim() ?? "";
  } catch {
    return "";
  }
}

export function rememberSaleCountry(country: string, storage: Pick<Storage, "setItem"> | null = safeStorage()): void {
  try {
    if (country.trim()) storage?.setItem(COUNTRY_KEY, country.trim());
  } catch {
    // A desk without storage simply does not prefill.
  }
}

function safeStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The walk-in form as the desk opens it: the last sale's country and the desk's expectation already filled in. */
export function prefillSale(defaults: DefaultValues<TAttendeesFormInput>, prefill: { country: string; expectation: string }): DefaultValues<TAttendeesFormInput> {
  return {
    ...defaults,
    attendees: (defaults.attendees ?? []).map((attendee) => ({
      ...attendee,
      country: attendee?.country || prefill.country,
      expectation: attendee?.expectation || prefill.expectation,
    })),
  };
}
