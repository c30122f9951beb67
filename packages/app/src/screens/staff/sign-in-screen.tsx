import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link, Navigate, useNavigate, useSearch } from "@tanstack/react-router";
import { KIOSK_MESSAGES, ZKioskSignInInput, type TKioskSignInInput } from "@vyc/validators";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useTRPCClient } from "../../lib/trpc";
import { signInOnWeb, SignInRefused } from "../../lib/web-sign-in";
import { FormField } from "../registration/form-field";
import { clearDeskLocked, wasDeskLocked } from "./desk-lock";
import { errorText } from "./error-text";
import { useDesk } from "./use-desk";
import { useDeskSession } from "./use-desk-session";
import { ShownMessage } from "../../i18n/shown-text";
import { submitWith } from "../../lib/submit";

/**
 * Staff sign-in on the desk itself, with e-mail and password: in the kiosk a shift-long token, on the
 * web the site's session. Staff then go on to the desk page they asked for (`next`).
 */
export function SignInScreen() {
  const { t } = useTranslation("desk");
  const next = useSearch({ from: "/staff/sign-in", select: (search) => search.next ?? "/staff" });
  const { shell } = useDesk();
  const [locked] = useState(wasDeskLocked);
  const session = useDeskSession();
  // `href` (the page asked for) takes the place of `to` (the desk's home).
  if (session.status === "signed-in") return <Navigate to="/staff" href={next} replace />;
  return (
    <section className="container page">
      <div className="card form-card desk-sign-in">
        <h1>{t("signIn.title")}</h1>
        {locked && <p className="error-banner" role="alert">{KIOSK_MESSAGES.locked}</p>}
        <DeskSignInForm next={next} />
        {shell === "kiosk" && (
          <p className="desk-settings-link">
            <Link to="/staff/settings">{t("signIn.settings")}</Link>
          </p>
        )}
      </div>
    </section>
  );
}

function DeskSignInForm({ next }: { next: string }) {
  const { t } = useTranslation("desk");
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { desk } = useDesk();
  const form = useForm<TKioskSignInInput>({ resolver: zodResolver(ZKioskSignInInput), defaultValues: { email: "", password: "" } });
  const signIn = useMutation({
    mutationFn: async (credentials: TKioskSignInInput): Promise<string> => {
      if (!desk) return (await signInOnWeb(credentials, next)).next;
      const { token, expiresAt } = await client.kiosk.signIn.mutate(credentials);
      await desk.setToken({ token, expiresAt });
      return next;
    },
    onSuccess: async (target) => {
      clearDeskLocked();
      await queryClient.resetQueries();
      // An account still to verify is sent to the site's verification page.
      if (target.startsWith("/staff")) await navigate({ href: target });
      else window.location.assign(target);
    },
  });
  const errors = form.formState.errors;
  const fields = { email: form.register("email"), password: form.register("password") };
  return (
    <form noValidate onSubmit={submitWith(form.handleSubmit((values) => signIn.mutate(values)))}>
      {signIn.isError && (
        <p className="error-banner" role="alert">
          <ShownMessage text={signIn.error instanceof SignInRefused ? signIn.error.refusal : errorText(signIn.error)} />
        </p>
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
