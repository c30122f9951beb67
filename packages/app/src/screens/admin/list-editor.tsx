import { useId, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { MessageText } from "../../i18n/message-text";

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
  /** Language of the entries, when it is not the page's. */
  inputLang?: string;
}

const UP_ARROW = "↑";

const messageOf = (error: unknown): string | undefined => {
  const message: unknown = typeof error === "object" && error !== null ? (error as { message?: unknown }).message : undefined;
  return typeof message === "string" ? message : undefined;
};

/** An editable list of short texts: edit in place, remove, move up, add. */
export function ListEditor({ label, itemName, value, onChange, errors, hint, children, renderItem, inputLang }: Props) {
  const { t } = useTranslation("admin");
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
      {value.length === 0 && <p className="meta">{t("listEditor.none")}</p>}
      <ol>
        {value.map((item, index) => {
          const error = messageOf(itemErrors[index]);
          const inputId = `${id}-${index}`;
          return (
            <li key={index}>
              {renderItem?.(item)}
              <label className="visually-hidden" htmlFor={inputId}>
                {t("listEditor.entry", { label, number: index + 1 })}
              </label>
              <input
                id={inputId}
                type="text"
                lang={inputLang}
                value={item}
                aria-invalid={Boolean(error)}
                aria-describedby={error ? `${inputId}-error` : undefined}
                onChange={(e) => replace(index, e.target.value)}
              />
              <button type="button" className="btn btn-ghost btn-small" disabled={index === 0} aria-label={t("listEditor.moveUp", { item: itemName, number: index + 1 })} onClick={() => moveUp(index)}>
                {UP_ARROW}
              </button>
              <button type="button" className="btn btn-ghost btn-small" aria-label={t("listEditor.removeNamed", { item: itemName, number: index + 1 })} onClick={() => remove(index)}>
                {t("listEditor.remove")}
              </button>
              {error && (
                <p className="field-error" id={`${inputId}-error`}>
                  <MessageText text={error} />
                </p>
              )}
            </li>
          );
        })}
      </ol>
      <div className="list-editor-add">
        <label className="visually-hidden" htmlFor={`${id}-new`}>
          {t("listEditor.new", { item: itemName })}
        </label>
        <input
          id={`${id}-new`}
          type="text"
          lang={inputLang}
          value={draft}
          placeholder={t("listEditor.new", { item: itemName })}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              add();
            }
          }}
        />
        <button type="button" className="btn btn-ghost btn-small" onClick={add}>
          {t("listEditor.add", { item: itemName })}
        </button>
      </div>
      {children}
      {listError && <p className="field-error"><MessageText text={listError} /></p>}
    </fieldset>
  );
}
