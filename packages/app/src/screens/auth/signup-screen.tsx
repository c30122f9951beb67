import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { ZSignupInput, type TSignupInput } from "@vyc/validators";
import { useForm } from "react-hook-form";
import { Trans, useTranslation } from "react-i18next";
import { ErrorBanner } from "../../components/error-banner";
import { useErrorText } from "../../i18n/message-text";
import { useActiveLocale } from "../../i18n/use-locale";
import { refusalOr } from "../../lib/api-errors";
import { notify } from "../../lib/toast";
import { useTRPC } from "../../lib/trpc";
import { useErrorBanner } from "../../lib/use-error-banner";
import { FormField } from "../registration/form-field";
import "./auth.css";
import { submitWith } from "../../lib/submit";

/** E-mail, password and confirmation; a mismatch is the server's to refuse (specification §5). */
export function SignupScreen() {
  const { t } = useTranslation("auth");
  const trpc = useTRPC();
  const locale = useActiveLocale();
  const navigate = useNavigate();
  const [error, showError] = useErrorBanner();
  const noticeText = useErrorText();
  const form = useForm<TSignupInput>({ resolver: zodResolver(ZSignupInput), defaultValues: { email: "", password: "", confirmPassword: "" } });
  const signup = useMutation(
    trpc.auth.signup.mutationOptions({
      onSuccess: (result) => {
        // The server's notice (account created, with or without the verification e-mail), a message of the catalogs.
        notify.success(noticeText(result.message));
        void navigate({ to: "/login" });
      },
      onError: (e) => showError(refusalOr(e, t("signup.error"))),
    }),
  );
  const { errors } = form.formState;
  const fields = { email: form.register("email"), password: form.register("password"), confirmPassword: form.register("confirmPassword") };

  return (
    <section className="container page auth-page">
      <form className="card form-card" noValidate onSubmit={submitWith(form.handleSubmit((values) => signup.mutate({ ...values, locale })))}>
        <h1>{t("signup.title")}</h1>
        <ErrorBanner message={error} />
        <FormField id="signup-email" label={t("signup.email")} error={errors.email?.message}>
          {(aria) => <input {...aria} type="email" autoComplete="email" {...fields.email} />}
        </FormField>
        <FormField id="signup-password" label={t("signup.password")} error={errors.password?.message}>
          {(aria) => <input {...aria} type="password" autoComplete="new-password" {...fields.password} />}
        </FormField>
        <FormField id="signup-confirm" label={t("signup.confirmPassword")} error={errors.confirmPassword?.message}>
          {(aria) => <input {...aria} type="password" autoComplete="new-password" {...fields.confirmPassword} />}
        </FormField>
        <button type="submit" className="btn btn-primary btn-block" disabled={signup.isPending}>{t("signup.submit")}</button>
        <p className="auth-links">
          <Trans t={t} i18nKey="signup.haveAccount" components={{ loginLink: <Link to="/login" /> }} />
        </p>
      </form>
    </section>
  );
}
