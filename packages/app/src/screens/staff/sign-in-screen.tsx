import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link, Navigate, useNavigate } from "@tanstack/react-router";
import { KIOSK_MESSAGES, ZKioskSignInInput, type TKioskSignInInput } from "@vyc/validators";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Trans, useTranslation } from "react-i18next";
import { useTRPC } from "../../lib/trpc";
import { FormField } from "../registration/form-field";
import { clearDeskLocked, wasDeskLocked } from "./desk-lock";
import { errorText } from "./error-text";
import { useDesk } from "./use-desk";
import { useDeskSession } from "./use-desk-session";
import { ShownMessage } from "../../i18n/shown-text";
import { submitWith } from "../../lib/submit";

/** Staff sign-in: in the kiosk with e-mail and password (a shift-long token); on the web through the login page. */
export function SignInScreen() {
  const { t } = useTranslation("desk");
  const { shell, desk } = useDesk();
  const [locked] = useState(wasDeskLocked);
  const session = useDeskSession();
  if (session.status === "signed-in") return <Navigate to="/staff" replace />;
  return (
    <section className="container page">
      <div className="card form-card desk-sign-in">
        <h1>{t("signIn.title")}</h1>
        {locked && <p className="error-banner" role="alert">{KIOSK_MESSAGES.locked}</p>}
        {shell === "kiosk" && desk ? (
          <>
            <KioskSignInForm />
            <p className="desk-settings-link">
              <Link to="/staff/settings">{t("signIn.settings")}</Link>
            </p>
          </>
        ) : (
          <p>
            <Trans t={t} i18nKey="signIn.web" components={{ login: <a href="/login?_target_path=%2Fstaff" /> }} />
          </p>
        )}
      </div>
    </section>
  );
}

function KioskSignInForm() {
  const { t } = useTranslation("desk");
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { desk } = useDesk();
  const form = useForm<TKioskSignInInput>({ resolver: zodResolver(ZKioskSignInInput), defaultValues: { email: "", password: "" } });
  const signIn = useMutation(
    trpc.kiosk.signIn.mutationOptions({
      onSuccess: async ({ token, expiresAt }) => {
        await desk?.setToken({ token, expiresAt });
        clearDeskLocked();
        await queryClient.resetQueries();
        await navigate({ to: "/staff" });
      },
    }),
  );
  const errors = form.formState.errors;
  const fields = { email: form.register("email"), password: form.register("password") };
  return (
    <form noValidate onSubmit={submitWith(form.handleSubmit((values) => signIn.mutate(values)))}>
      {signIn.isError && (
        <p className="error-banner" role="alert"><ShownMessage text={errorText(signIn.error)} /></p>
      )}
      <FormField id="desk-email" label={t("signIn.email")} error={errors.email?.message}>
        {(aria) => <input {...aria} type="email" autoComplete="username" autoFocus {...fields.email} />}
      </FormField>
      <FormField id="desk-password" label={t("signIn.password")} error={errors.password?.message}>
        {(aria) => <input {...aria} type="password" autoComplete="current-password" {...fields.password} />}
      </FormField>
      <button type="submit" className="btn btn-primary btn-block" disabled={signIn.isPending}>
        {t(signIn.isPending ? "signIn.submitting" : "signIn.submit")}
      </button>
    </form>
  );
}
