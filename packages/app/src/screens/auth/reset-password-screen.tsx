import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { ZPasswordWithConfirm } from "@vyc/validators";
import { useForm } from "react-hook-form";
import { Trans, useTranslation } from "react-i18next";
import { ErrorBanner } from "../../components/error-banner";
import { useTRPC } from "../../lib/trpc";
import { useErrorBanner } from "../../lib/use-error-banner";
import { NewPasswordFields, type NewPasswordValues } from "./new-password-fields";
import "./auth.css";
import { submitWith } from "../../lib/submit";

/** A new password, authorised by the token of the e-mailed link. */
export function ResetPasswordScreen({ token }: { token: string }) {
  const { t } = useTranslation("auth");
  const trpc = useTRPC();
  const navigate = useNavigate();
  const [error, showError] = useErrorBanner();
  const form = useForm<NewPasswordValues>({ resolver: zodResolver(ZPasswordWithConfirm), defaultValues: { password: "", confirmPassword: "" } });
  const reset = useMutation(
    trpc.auth.resetPassword.mutationOptions({
      onSuccess: () => navigate({ to: "/response/$redirection/$type", params: { redirection: "success", type: "resetPassword" } }),
      onError: () => showError(t("resetPassword.cannotBeSet")),
    }),
  );

  return (
    <section className="container page auth-page">
      <form className="card form-card" noValidate onSubmit={submitWith(form.handleSubmit(({ password }) => reset.mutate({ password, token })))}>
        <h1>{t("resetPassword.title")}</h1>
        <ErrorBanner message={error} />
        <NewPasswordFields idPrefix="reset" register={form.register} errors={form.formState.errors} />
        <button type="submit" className="btn btn-primary btn-block" disabled={reset.isPending}>{t("resetPassword.submit")}</button>
        <p className="auth-links">
          <Trans t={t} i18nKey="resetPassword.linkExpired" components={{ forgotLink: <Link to="/forget_password" /> }} />
        </p>
      </form>
    </section>
  );
}
