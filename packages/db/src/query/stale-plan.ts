/**
 * PostgreSQL's answer to a named statement whose kept plan no longer returns the columns it was
 * prepared with ("cached plan must not change result type"), after a migration changed a table it
 * reads while servers ran.
 */
export const isStalePlan = (error: unknown): boolean => error instanceof Error && (error as { code?: string }).code === "0A000" && /cached plan/.test(error.message);
