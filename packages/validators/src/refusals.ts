import { z } from "zod";

/** The values a refusal's text is built from (a count, an e-mail address), by the names its catalog entry uses. */
export const ZRefusalParams = z.record(z.string(), z.union([z.string(), z.number()]));
export type RefusalParams = Readonly<Record<string, string | number>>;

/**
 * A refusal as clients receive it: `reason`, its stable code, is the key of its text in the `errors`
 * catalogs (`errors:<reason>` in every language) and `params` the values that text shows; `message`
 * is the English text, the one REST answers and logs carry. Screens translate a refusal from the
 * catalogs by its code and branch on the code, never on the text.
 */
export interface Refusal {
  readonly reason: string;
  readonly message: string;
  readonly params?: RefusalParams;
}

/** A refusal kept with what it refused (a failed refund, a paused batch), for screens to translate later. */
export type RefusalCode = Pick<Refusal, "reason" | "params">;
