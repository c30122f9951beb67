import { useMutation } from "@tanstack/react-query";
import { ZDeleteAccountInput, type TDeleteAccountInput } from "@vyc/validators";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ErrorBanner } from "../../components/error-banner";
import { refusalOf } from "../../lib/api-errors";
import { notify } from "../../lib/toast";
import { useModalDialog } from "../../lib/use-modal-dialog";
import { useTRPC } from "../../lib/trpc";
import { useErrorBanner } from "../../lib/use-error-banner";
import { MessageText } from "../../i18n/message-text";
import { ShownMessage } from "../../i18n/shown-text";

function saveJson(data: unknown, filename: string): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: "application/json" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(url);
}

/** The user's own data: download all of it, or delete the account (in a dialog asking the password again). */
export function MyData() {
  const { t } = useTranslation("account");
  const trpc = useTRPC();
  const [error, showError] = useErrorBanner();
  const [deleting, setDeleting] = useState(false);
  const exportData = useMutation(
    trpc.privacy.exportMyData.mutationOptions({
      onSuccess: (data) => {
        saveJson(data, `my-data-${data.exportedAt.slice(0, 10)}.json`);
        notify.success(t("myData.downloaded"));
      },
      onError: (e) => showError(refusalOf(e) ?? t("myData.downloadFailed")),
    }),
  );
  return (
    <section className="card form-card" aria-labelledby="my-data-title">
      <h2 id="my-data-title">{t("myData.title")}</h2>
      <ErrorBanner message={error} />
      <p>{t("myData.text")}</p>
      <button type="button" className="btn btn-ghost btn-block" disabled={exportData.isPending} onClick={() => exportData.mutate()}>
        {t("myData.download")}
      </button>
      <h3>{t("myData.deleteTitle")}</h3>
      <p>{t("myData.deleteText")}</p>
      <button type="button" className="btn btn-primary btn-block" onClick={() => setDeleting(true)}>
        {t("myData.delete")}
      </button>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </section>
  );
}

function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation("account");
  const trpc = useTRPC();
  const ref = useModalDialog(open);
  const titleId = useId();
  const form = useForm<TDeleteAccountInput>({ resolver: zodResolver(ZDeleteAccountInput), defaultValues: { password: "" } });
  const remove = useMutation(
    trpc.privacy.deleteMyAccount.mutationOptions({
      // The sessions are gone: /logout clears the cookie and goes home.
      onSuccess: () => window.location.assign("/logout"),
    }),
  );
  const close = () => {
    form.reset();
    remove.reset();
    onClose();
  };
  const password = form.register("password");
  const passwordError = form.formState.errors.password?.message;
  return (
    <dialog ref={ref} className="dialog" aria-labelledby={titleId} onClose={close}>
      <form noValidate onSubmit={(e) => void form.handleSubmit((values) => remove.mutate(values))(e)}>
        <h2 id={titleId}>{t("myData.deleteTitle")}</h2>
        <p>{t("myData.deleteText")}</p>
        {remove.isError && (
          <p className="error-banner" role="alert">
            <ShownMessage text={refusalOf(remove.error) ?? t("myData.deleteFailed")} />
          </p>
        )}
        <div className="field">
          <label htmlFor="delete-password">{t("myData.password")}</label>
          <input
            id="delete-password"
            type="password"
            autoComplete="current-password"
            aria-invalid={Boolean(passwordError)}
            aria-describedby={passwordError ? "delete-password-error" : undefined}
            {...password}
          />
          {passwordError && <p className="field-error" id="delete-password-error"><MessageText text={passwordError} /></p>}
        </div>
        <div className="dialog-actions">
          <button type="button" className="btn btn-ghost" onClick={close}>{t("myData.cancel")}</button>
          <button type="submit" className="btn btn-primary" disabled={remove.isPending}>{t("myData.deleteConfirm")}</button>
        </div>
      </form>
    </dialog>
  );
}
