import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { MESSAGES, ZSignupInput, type TSignupInput } from "@vyc/validators";
import { useForm } from "react-hook-form";
import { ErrorBanner } from "../../components/error-banner";
import { refusalOr } from "../../lib/api-errors";
import { notify } from "../../lib/toast";
import { useTRPC } from "../../lib/trpc";
import { useErrorBanner } from "../../lib/use-error-banner";
import { FormField } from "../registration/form-field";
import "./auth.css";

/** E-mail, password and confirmation; a mismatch is the server's to refuse (specification §5). */
export function SignupScreen() {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const [error, showError] = useErrorBanner();
  const form = useForm<TSignupInput>({ resolver: zodResolver(ZSignupInput), defaultValues: { email: "", password: "", confirmPassword: "" } });
  const signup = useMutation(
    trpc.auth.signup.mutationOptions({
      onSuccess: (result) => {
        notify.success(result.message);
        void navigate({ to: "/login" });
      },
      onError: (e) => showError(refusalOr(e, MESSAGES.signupError)),
    }),
  );
  const { errors } = form.formState;

  return (
    <section className="container page auth-page">
      <form className="card form-card" noValidate onSubmit={form.handleSubmit((values) => signup.mutate(values))}>
        <h1>Signup</h1>
        <ErrorBanner message={error} />
        <FormField id="signup-email" label="Email" error={errors.email?.message}>
          {(aria) => <input {...aria} type="email" autoComplete="email" {...form.register("email")} />}
        </FormField>
        <FormField id="signup-password" label="Password" error={errors.password?.message}>
          {(aria) => <input {...aria} type="password" autoComplete="new-password" {...form.register("password")} />}
        </FormField>
        <FormField id="signup-confirm" label="Confirm password" error={errors.confirmPassword?.message}>
          {(aria) => <input {...aria} type="password" autoComplete="new-password" {...form.register("confirmPassword")} />}
        </FormField>
        <button type="submit" className="btn btn-primary btn-block" disabled={signup.isPending}>Submit</button>
        <p className="auth-links">
          Already have an account? <Link to="/login">Login</Link>
        </p>
      </form>
    </section>
  );
}
