import type { FormEvent } from "react";

/**
 * A form's onSubmit from react-hook-form's handleSubmit(...). React drops what a handler returns, so
 * a failure of the submit is reported like any uncaught error rather than left an unhandled rejection.
 */
export const submitWith =
  (handle: (event: FormEvent) => Promise<void>) =>
  (event: FormEvent): void => {
    handle(event).catch(reportError);
  };
