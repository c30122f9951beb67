import type { Refusal, RefusalCode } from "@vyc/validators";

/** A refusal's code as a column keeps it (JSON of its reason and values, and any `context` such as the order it refused). */
export const writeRefusalCode = (refusal: Pick<Refusal, "reason" | "params">, context: Record<string, number> = {}): string =>
  JSON.stringify({ ...context, reason: refusal.reason, ...(refusal.params ? { params: refusal.params } : {}) });

/** A kept refusal's code, or null when none was kept. */
export function readRefusalCode(value: string | null | undefined): RefusalCode | null {
  if (!value) return null;
  const parsed = JSON.parse(value) as { reason?: unknown; params?: RefusalCode["params"] };
  return typeof parsed.reason === "string" ? { reason: parsed.reason, ...(parsed.params ? { params: parsed.params } : {}) } : null;
}
