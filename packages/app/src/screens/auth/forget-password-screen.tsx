import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { MESSAGES, ZForgotPasswordInput, type TForgotPasswordInput } from "@vyc/validators";
import { useForm } from "react-hook-form";
import { ErrorBanner } from "../../components/error-banner";
import { errorStatus, refusalMessage } from "../../lib/api-errors";
import { useTRPC } from "../../lib/trpc";
import { useErrorBanner } from "../../lib/use-error-banner";
import { FormField } from "../registration/form-field";
import "./auth.css";

const failureMessage = (error: unknown): string => {
  const status = errorStatus(error);
  if (status === 404) return MESSAGES.emailNotFound;
  if (status === 429) return refusalMessage(error) ?? MESSAGES.serverRequestFail;
  return MESSAGES.serverRequestFail;
};

/** Asks for a password reset link by e-mail. */
export function ForgetPasswordScreen() {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const [error, showError] = useErrorBanner();
  const form = useForm<TForgotPasswordInput>({ resolver: zodResolver(ZForgotPasswordInput), defaultValues: { email: "" } });
  const request = useMutation(
    trpc.auth.forgetPassword.mutationOptions({
      onSuccess: () => navigate({ to: "/response/$redirection/$type", params: { redirection: "success", type: "forgetPassword" } }),
      onError: (e) => showError(failureMessage(e)),
    }),
  );

  return (
    <section className="container page auth-page">
      <form className="card form-card" noValidate onSubmit={form.handleSubmit((values) => request.mutate(values))}>
        <h1>Forgot password</h1>
        <p>Enter the email address of your account and we will send you a link to choose a new password.</p>
        <ErrorBanner message={error} />
        <FormField id="forget-email" label="Email" error={form.formState.errors.email?.message}>
          {(aria) => <input {...aria} type="email" autoComplete="email" {...form.register("email")} />}
        </FormField>
        <button type="submit" className="btn btn-primary btn-block" disabled={request.isPending}>Submit</button>
      </form>
    </section>
  );
}
