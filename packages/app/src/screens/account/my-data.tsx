import { useMutation } from "@tanstack/react-query";
import { ZDeleteAccountInput, type TDeleteAccountInput } from "@vyc/validators";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ErrorBanner } from "../../components/error-banner";
import { refusalMessage } from "../../lib/api-errors";
import { notify } from "../../lib/toast";
import { useTRPC } from "../../lib/trpc";
import { useErrorBanner } from "../../lib/use-error-banner";
import { MessageText } from "../../i18n/message-text";

function saveJson(data: unknown, filename: string): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: "application/json" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(url);
}

/** The user's own data: download all of it, or delete the account (password asked again). */
export function MyData() {
  const { t } = useTranslation("account");
  const trpc = useTRPC();
  const [error, showError] = useErrorBanner();
  const exportData = useMutation(
    trpc.privacy.exportMyData.mutationOptions({
      onSuccess: (data) => {
        saveJson(data, `my-data-${data.exportedAt.slice(0, 10)}.json`);
        notify.success(t("myData.downloaded"));
      },
      onError: (e) => showError(refusalMessage(e) ?? t("myData.deleteFailed")),
    }),
  );
  const form = useForm<TDeleteAccountInput>({ resolver: zodResolver(ZDeleteAccountInput), defaultValues: { password: "" } });
  const remove = useMutation(
    trpc.privacy.deleteMyAccount.mutationOptions({
      // The sessions are gone: /logout clears the cookie and goes home.
      onSuccess: () => window.location.assign("/logout"),
      onError: (e) => showError(refusalMessage(e) ?? t("myData.deleteFailed")),
    }),
  );
  const password = form.register("password");
  const passwordError = form.formState.errors.password?.message;
  return (
    <section className="card form-card" aria-labelledby="my-data-title">
      <h2 id="my-data-title">{t("myData.title")}</h2>
      <ErrorBanner message={error} />
      <p>{t("myData.text")}</p>
      <button type="button" className="btn btn-ghost btn-block" disabled={exportData.isPending} onClick={() => exportData.mutate()}>
        {t("myData.download")}
      </button>
      <form noValidate onSubmit={form.handleSubmit((values) => remove.mutate(values))} aria-labelledby="delete-account-title">
        <h3 id="delete-account-title">{t("myData.deleteTitle")}</h3>
        <p>{t("myData.deleteText")}</p>
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
        <button type="submit" className="btn btn-primary btn-block" disabled={remove.isPending}>{t("myData.delete")}</button>
      </form>
    </section>
  );
}
