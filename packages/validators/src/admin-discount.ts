import { z } from "zod";
import { toUtcIso, ZOptionalInt, ZOptionalUtcDateTime } from "./admin-dates";
import { LIMITS } from "./limits";

const percentText = "Percent must be a whole number between 1 and 100.";

/** A discount code as organisers create it; the checkout applies it (specification §9: at most 12 characters). */
export const ZDiscountInput = z
  .object({
    code: z
      .string()
      .trim()
      .min(1, "Code is required.")
      .max(LIMITS.discountCodeMaxLength, `A code has at most ${LIMITS.discountCodeMaxLength} characters.`)
      .regex(/^[A-Za-z0-9_-]+$/, "Use letters, digits, - and _ only."),
    percent: z.coerce.number({ message: percentText }).int(percentText).min(1, percentText).max(100, percentText),
    validFrom: ZOptionalUtcDateTime("Valid from"),
    validUntil: ZOptionalUtcDateTime("Valid until"),
    maxUses: ZOptionalInt(1, 1_000_000, "Maximum uses must be a whole number of at least 1."),
    eventId: ZOptionalInt(1, Number.MAX_SAFE_INTEGER, "Choose an event."),
  })
  .superRefine((v, ctx) => {
    const [from, until] = [v.validFrom, v.validUntil].map((d) => (d ? toUtcIso(d) : null));
    if (from && until && until <= from) {
      ctx.addIssue({ code: "custom", path: ["validUntil"], message: "Valid until must be after valid from." });
    }
  });
export type TDiscountInput = z.output<typeof ZDiscountInput>;
export type TDiscountFormInput = z.input<typeof ZDiscountInput>;

export const ZDiscountIdInput = z.object({ id: z.string().min(1).max(40) });
