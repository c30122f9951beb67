import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { ZForgotPasswordInput, type TForgotPasswordInput } from "@vyc/validators";
import type { TFunction } from "i18next";
import type { ShownText } from "../../i18n/shown-text";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ErrorBanner } from "../../components/error-banner";
import { useActiveLocale } from "../../i18n/use-locale";
import { errorStatus, refusalOf } from "../../lib/api-errors";
import { useTRPC } from "../../lib/trpc";
import { useErrorBanner } from "../../lib/use-error-banner";
import { FormField } from "../registration/form-field";
import "./auth.css";
import { submitWith } from "../../lib/submit";

const failureMessage = (error: unknown, t: TFunction<"auth">): ShownText => {
  const status = errorStatus(error);
  if (status === 404) return t("forgotPassword.emailNotFound");
  if (status === 429) return refusalOf(error) ?? t("forgotPassword.failed");
  return t("forgotPassword.failed");
};

/** Asks for a password reset link by e-mail. */
export function ForgetPasswordScreen() {
  const { t } = useTranslation("auth");
  const trpc = useTRPC();
  const locale = useActiveLocale();
  const navigate = useNavigate();
  const [error, showError] = useErrorBanner();
  const form = useForm<TForgotPasswordInput>({ resolver: zodResolver(ZForgotPasswordInput), defaultValues: { email: "" } });
  const request = useMutation(
    trpc.auth.forgetPassword.mutationOptions({
      onSuccess: () => navigate({ to: "/response/$redirection/$type", params: { redirection: "success", type: "forgetPassword" } }),
      onError: (e) => showError(failureMessage(e, t)),
    }),
  );

  const email = form.register("email");

  return (
    <section className="container page auth-page">
      <form className="card form-card" noValidate onSubmit={submitWith(form.handleSubmit((values) => request.mutate({ ...values, locale })))}>
        <h1>{t("forgotPassword.title")}</h1>
        <p>{t("forgotPassword.intro")}</p>
        <ErrorBanner message={error} />
        <FormField id="forget-email" label={t("forgotPassword.email")} error={form.formState.errors.email?.message}>
          {(aria) => <input {...aria} type="email" autoComplete="email" {...email} />}
        </FormField>
        <button type="submit" className="btn btn-primary btn-block" disabled={request.isPending}>{t("forgotPassword.submit")}</button>
      </form>
    </section>
  );
}
