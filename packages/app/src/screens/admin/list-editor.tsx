import { useId, useState, type ReactNode } from "react";

interface Props {
  label: string;
  /** Singular name of an entry, for the buttons' accessible names ("feature"). */
  itemName: string;
  value: string[];
  onChange: (value: string[]) => void;
  /** react-hook-form's errors of the array field: per entry, and for the list itself. */
  errors?: unknown;
  hint?: string;
  /** Extra controls under the list (the image upload). */
  children?: ReactNode;
  renderItem?: (item: string) => ReactNode;
}

const messageOf = (error: unknown): string | undefined => {
  const message: unknown = typeof error === "object" && error !== null ? (error as { message?: unknown }).message : undefined;
  return typeof message === "string" ? message : undefined;
};

/** An editable list of short texts: edit in place, remove, move up, add. */
export function ListEditor({ label, itemName, value, onChange, errors, hint, children, renderItem }: Props) {
  const id = useId();
  const [draft, setDraft] = useState("");
  const itemErrors: unknown[] = Array.isArray(errors) ? errors : [];
  const listError = messageOf(errors) ?? messageOf((errors as { root?: unknown } | undefined)?.root);
  const replace = (index: number, text: string) => onChange(value.map((v, i) => (i === index ? text : v)));
  const remove = (index: number) => onChange(value.filter((_, i) => i !== index));
  const moveUp = (index: number) => onChange(value.map((v, i) => (i === index - 1 ? (value[index] ?? v) : i === index ? (value[index - 1] ?? v) : v)));
  const add = () => {
    if (!draft.trim()) return;
    onChange([...value, draft.trim()]);
    setDraft("");
  };

  return (
    <fieldset className="list-editor">
      <legend>{label}</legend>
      {hint && <p className="hint">{hint}</p>}
      {value.length === 0 && <p className="meta">None yet.</p>}
      <ol>
        {value.map((item, index) => {
          const error = messageOf(itemErrors[index]);
          const inputId = `${id}-${index}`;
          return (
            <li key={index}>
              {renderItem?.(item)}
              <label className="visually-hidden" htmlFor={inputId}>
                {`${label} ${index + 1}`}
              </label>
              <input
                id={inputId}
                type="text"
                value={item}
                aria-invalid={Boolean(error)}
                aria-describedby={error ? `${inputId}-error` : undefined}
                onChange={(e) => replace(index, e.target.value)}
              />
              <button type="button" className="btn btn-ghost btn-small" disabled={index === 0} aria-label={`Move ${itemName} ${index + 1} up`} onClick={() => moveUp(index)}>
                ↑
              </button>
              <button type="button" className="btn btn-ghost btn-small" aria-label={`Remove ${itemName} ${index + 1}`} onClick={() => remove(index)}>
                Remove
              </button>
              {error && (
                <p className="field-error" id={`${inputId}-error`}>
                  {error}
                </p>
              )}
            </li>
          );
        })}
      </ol>
      <div className="list-editor-add">
        <label className="visually-hidden" htmlFor={`${id}-new`}>
          {`New ${itemName}`}
        </label>
        <input
          id={`${id}-new`}
          type="text"
          value={draft}
          placeholder={`New ${itemName}`}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              add();
            }
          }}
        />
        <button type="button" className="btn btn-ghost btn-small" onClick={add}>
          {`Add ${itemName}`}
        </button>
      </div>
      {children}
      {listError && <p className="field-error">{listError}</p>}
    </fieldset>
  );
}
