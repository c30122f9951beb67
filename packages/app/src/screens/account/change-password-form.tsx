import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { MESSAGES, ZPasswordWithConfirm } from "@vyc/validators";
import { useForm } from "react-hook-form";
import { ErrorBanner } from "../../components/error-banner";
import { refusalMessage } from "../../lib/api-errors";
import { notify } from "../../lib/toast";
import { useTRPC } from "../../lib/trpc";
import { useErrorBanner } from "../../lib/use-error-banner";
import { NewPasswordFields, type NewPasswordValues } from "../auth/new-password-fields";

export const PASSWORD_CHANGED = "Your password has been changed.";

/** New password and confirmation, checked here (specification §5) and again on the server. */
export function ChangePasswordForm() {
  const trpc = useTRPC();
  const [error, showError] = useErrorBanner();
  const form = useForm<NewPasswordValues>({ resolver: zodResolver(ZPasswordWithConfirm), defaultValues: { password: "", confirmPassword: "" } });
  const change = useMutation(
    trpc.auth.changePassword.mutationOptions({
      onSuccess: () => {
        form.reset();
        notify.success(PASSWORD_CHANGED);
      },
      onError: (e) => showError(refusalMessage(e) === null ? MESSAGES.serverRequestFail : MESSAGES.passwordCannotBeSet),
    }),
  );

  return (
    <form className="card form-card" noValidate onSubmit={form.handleSubmit(({ password }) => change.mutate({ password }))} aria-labelledby="change-password-title">
      <h2 id="change-password-title">Change password</h2>
      <ErrorBanner message={error} />
      <NewPasswordFields idPrefix="change" register={form.register} errors={form.formState.errors} />
      <button type="submit" className="btn btn-primary btn-block" disabled={change.isPending}>Valide</button>
    </form>
  );
}
