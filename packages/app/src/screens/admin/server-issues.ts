import { TRPCClientError, type TRPCClientErrorLike } from "@trpc/client";
import type { AppRouter } from "@vyc/api/client";

/** One field's issue as the server's error answer lists it. */
export type FieldIssue = NonNullable<NonNullable<TRPCClientErrorLike<AppRouter>["data"]>["issues"]>[number];

const isFieldIssue = (value: unknown): value is FieldIssue =>
  typeof value === "object" && value !== null && Array.isArray((value as FieldIssue).path) && typeof (value as FieldIssue).message === "string";

/** The field-level issues of a 400 answer (the server validates with the form's own schema). */
export function serverIssues(error: unknown): FieldIssue[] {
  if (!(error instanceof TRPCClientError)) return [];
  const issues = (error.data as { issues?: unknown } | undefined)?.issues;
  return Array.isArray(issues) ? issues.filter(isFieldIssue) : [];
}
