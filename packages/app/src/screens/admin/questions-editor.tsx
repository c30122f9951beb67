import { useQuery } from "@tanstack/react-query";
import { QUESTION_KINDS, ZQuestionInput, type AdminQuestion, type QuestionKind } from "@vyc/validators";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useTRPC } from "../../lib/trpc";
import { useAdminMutation } from "./use-admin-mutation";

const hasOptions = (kind: QuestionKind) => kind === "choice" || kind === "multiple";

const field = (data: FormData, name: string): string => {
  const value = data.get(name);
  return typeof value === "string" ? value : "";
};

/** "English | Tiếng Việt" per line, as organisers type a choice's options. */
const parseOptions = (text: string) =>
  text
    .split("\n")
    .map((line) => line.split("|").map((part) => part.trim()))
    .filter(([label]) => label)
    .map(([label = "", labelVi = ""]) => ({ label, labelVi }));

/** The questions an event asks each attendee after the registration's own fields: added, reordered, removed (archived once answered). */
export function QuestionsEditor({ eventId }: { eventId: number }) {
  const { t } = useTranslation("admin");
  const trpc = useTRPC();
  const list = useQuery(trpc.questions.list.queryOptions({ eventId }));
  const create = useAdminMutation(trpc.questions.create.mutationOptions(), t("questions.added"));
  const reorder = useAdminMutation(trpc.questions.reorder.mutationOptions());
  const remove = useAdminMutation(trpc.questions.remove.mutationOptions(), t("questions.removed"));
  const [kind, setKind] = useState<QuestionKind>("text");
  const [invalid, setInvalid] = useState(false);
  const busy = create.isPending || reorder.isPending || remove.isPending;
  const asked = (list.data ?? []).filter((q) => !q.archived);

  const move = (index: number, by: number) => {
    const ids = asked.map((q) => q.id);
    const [id] = ids.splice(index, 1);
    if (id === undefined) return;
    ids.splice(index + by, 0, id);
    reorder.mutate({ eventId, ids });
  };

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    const parsed = ZQuestionInput.safeParse({
      kind,
      label: field(data, "label"),
      labelVi: field(data, "labelVi"),
      options: hasOptions(kind) ? parseOptions(field(data, "options")) : [],
      required: data.get("required") === "on",
      sensitive: data.get("sensitive") === "on",
    });
    setInvalid(!parsed.success);
    if (!parsed.success) return;
    await create.mutateAsync({ eventId, question: parsed.data });
    form.reset();
    setKind("text");
  };

  const describe = (q: AdminQuestion) =>
    [t(`questions.kind.${q.kind}`), q.required ? t("questions.required") : t("questions.optional"), ...(q.sensitive ? [t("questions.sensitive")] : []), ...(q.archived ? [t("questions.archived")] : [])].join(" · ");

  return (
    <section className="card form-block" aria-labelledby="questions-title">
      <h2 id="questions-title">{t("questions.title")}</h2>
      <p className="hint">{t("questions.hint")}</p>
      {(list.data ?? []).length === 0 ? (
        <p>{t("questions.none")}</p>
      ) : (
        <ol className="question-list">
          {(list.data ?? []).map((q) => {
            const index = asked.indexOf(q);
            return (
              <li key={q.id}>
                <strong>{q.label}</strong> {q.labelVi && <span lang="vi">({q.labelVi})</span>}
                <span className="meta"> {describe(q)}</span>
                {q.options.length > 0 && <span className="meta"> — {q.options.map((o) => o.label).join(", ")}</span>}
                {!q.archived && (
                  <span className="inline-actions">
                    <button type="button" className="btn btn-ghost btn-small" disabled={busy || index === 0} aria-label={t("questions.moveUp", { label: q.label })} onClick={() => move(index, -1)}>{t("questions.up")}</button>
                    <button type="button" className="btn btn-ghost btn-small" disabled={busy || index === asked.length - 1} aria-label={t("questions.moveDown", { label: q.label })} onClick={() => move(index, 1)}>{t("questions.down")}</button>
                    <button type="button" className="btn btn-ghost btn-small" disabled={busy} aria-label={t("questions.removeNamed", { label: q.label })} onClick={() => remove.mutate({ id: q.id })}>{t("questions.remove")}</button>
                  </span>
                )}
              </li>
            );
          })}
        </ol>
      )}
      <form className="admin-form" noValidate onSubmit={(e) => void submit(e)} aria-label={t("questions.addTitle")}>
        <h3>{t("questions.addTitle")}</h3>
        <label>
          {t("questions.kindLabel")}
          <select value={kind} onChange={(e) => setKind(e.target.value as QuestionKind)}>
            {QUESTION_KINDS.map((k) => (
              <option key={k} value={k}>{t(`questions.kind.${k}`)}</option>
            ))}
          </select>
        </label>
        <label>
          {t("questions.label")}
          <input name="label" maxLength={200} required />
        </label>
        <label>
          {t("questions.labelVi")}
          <input name="labelVi" maxLength={200} lang="vi" />
        </label>
        {hasOptions(kind) && (
          <label>
            {t("questions.options")}
            <textarea name="options" rows={4} />
            <span className="hint">{t("questions.optionsHint")}</span>
          </label>
        )}
        <label className="checkbox">
          <input type="checkbox" name="required" /> {t("questions.requiredLabel")}
        </label>
        <label className="checkbox">
          <input type="checkbox" name="sensitive" /> {t("questions.sensitiveLabel")}
        </label>
        {invalid && <p role="alert" className="field-error">{t("questions.invalid")}</p>}
        <button type="submit" className="btn" disabled={busy}>{t("questions.add")}</button>
      </form>
    </section>
  );
}
