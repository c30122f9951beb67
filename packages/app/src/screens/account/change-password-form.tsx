import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { ZPasswordWithConfirm } from "@vyc/validators";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ErrorBanner } from "../../components/error-banner";
import { refusalOf } from "../../lib/api-errors";
import { notify } from "../../lib/toast";
import { useTRPC } from "../../lib/trpc";
import { useErrorBanner } from "../../lib/use-error-banner";
import { NewPasswordFields, type NewPasswordValues } from "../auth/new-password-fields";
import { submitWith } from "../../lib/submit";

/** New password and confirmation, checked here (specification §5) and again on the server. */
export function ChangePasswordForm() {
  const { t } = useTranslation("account");
  const trpc = useTRPC();
  const [error, showError] = useErrorBanner();
  const form = useForm<NewPasswordValues>({ resolver: zodResolver(ZPasswordWithConfirm), defaultValues: { password: "", confirmPassword: "" } });
  const change = useMutation(
    trpc.auth.changePassword.mutationOptions({
      onSuccess: () => {
        form.reset();
        notify.success(t("changePassword.changed"));
      },
      onError: (e) => showError(refusalOf(e) === null ? t("changePassword.failed") : t("changePassword.cannotBeSet")),
    }),
  );

  return (
    <form className="card form-card" noValidate onSubmit={submitWith(form.handleSubmit(({ password }) => change.mutate({ password })))} aria-labelledby="change-password-title">
      <h2 id="change-password-title">{t("changePassword.title")}</h2>
      <ErrorBanner message={error} />
      <NewPasswordFields idPrefix="change" register={form.register} errors={form.formState.errors} />
      <button type="submit" className="btn btn-primary btn-block" disabled={change.isPending}>{t("changePassword.submit")}</button>
    </form>
  );
}
