import { TRPCClientError } from "@trpc/client";

export interface FieldIssue {
  path: string[];
  message: string;
}

/** The field-level issues of a 400 answer (the server validates with the form's own schema). */
export function serverIssues(error: unknown): FieldIssue[] {
  if (!(error instanceof TRPCClientError)) return [];
  const issues: unknown = error.data?.issues;
  return Array.isArray(issues) ? issues.filter((i): i is FieldIssue => Array.isArray(i?.path) && typeof i?.message === "string") : [];
}
