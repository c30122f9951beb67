import type { ReactNode } from "react";
import { MessageText } from "../../i18n/message-text";

export interface FieldAria {
  id: string;
  "aria-invalid": boolean;
  "aria-describedby"?: string;
}

interface Props {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: (aria: FieldAria) => ReactNode;
}

/** A labelled form control with its hint and error message wired for assistive technology. */
export function FormField({ id, label, error, hint, children }: Props) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({ id, "aria-invalid": Boolean(error), ...(describedBy ? { "aria-describedby": describedBy } : {}) })}
      {hint && <p className="hint" id={hintId}>{hint}</p>}
      {error && <p className="field-error" id={errorId}><MessageText text={error} /></p>}
    </div>
  );
}
