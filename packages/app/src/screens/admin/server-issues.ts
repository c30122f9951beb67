import { TRPCClientError } from "@trpc/client";

export interface FieldIssue {
  path: string[];
  message: string;
}

const isFieldIssue = (value: unknown): value is FieldIssue =>
  typeof value === "object" && value !== null && Array.isArray((value as FieldIssue).path) && typeof (value as FieldIssue).message === "string";

/** The field-level issues of a 400 answer (the server validates with the form's own schema). */
export function serverIssues(error: unknown): FieldIssue[] {
  if (!(error instanceof TRPCClientError)) return [];
  const issues = (error.data as { issues?: unknown } | undefined)?.issues;
  return Array.isArray(issues) ? issues.filter(isFieldIssue) : [];
}
