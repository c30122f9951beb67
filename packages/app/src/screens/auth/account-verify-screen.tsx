import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ErrorBanner } from "../../components/error-banner";
import { errorStatus, refusalOr } from "../../lib/api-errors";
import { notify } from "../../lib/toast";
import { useTRPC } from "../../lib/trpc";
import { useErrorBanner } from "../../lib/use-error-banner";
import { CodeInput } from "./code-input";
import "./auth.css";

/**
 * Verification of a new account by the 6-digit code e-mailed to it. Opening the page asks for a
 * mail (the server does not send a second one within a minute); the code is sent on its 6th digit.
 * An account verified earlier (the server answers 409 Conflict) goes straight to the verified view.
 */
export function AccountVerifyScreen({ id }: { id: string }) {
  const { t } = useTranslation("auth");
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [code, setCode] = useState("");
  const [error, showError] = useErrorBanner();
  const [verifiedBefore, setVerifiedBefore] = useState(false);
  const refused = (e: unknown) => (errorStatus(e) === 409 ? setVerifiedBefore(true) : showError(refusalOr(e, t("verify.error"))));
  const verify = useMutation(
    trpc.auth.accountVerify.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.auth.me.queryKey() }),
      onError: (e) => {
        setCode("");
        refused(e);
      },
    }),
  );
  const { mutate: requestMail, isPending: mailPending } = useMutation(
    trpc.auth.accountVerifyResend.mutationOptions({
      onSuccess: () => notify.success(t("verify.emailSent")),
      onError: refused,
    }),
  );
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    requestMail({ id });
  }, [id, requestMail]);

  if (verify.isSuccess || verifiedBefore) {
    return (
      <section className="container page auth-page">
        <div className="card form-card verify-actions">
          <h1>{t("verify.verifiedTitle")}</h1>
          <Link to="/" className="btn btn-primary">{t("verify.goHome")}</Link>
        </div>
      </section>
    );
  }

  return (
    <section className="container page auth-page">
      <div className="card form-card">
        <h1>{t("verify.title")}</h1>
        <p>{t("verify.intro")}</p>
        <ErrorBanner message={error} />
        <label htmlFor="verify-code">{t("verify.codeLabel")}</label>
        <CodeInput id="verify-code" value={code} onChange={setCode} onComplete={(complete) => verify.mutate({ id, code: complete })} disabled={verify.isPending} />
        <div className="verify-actions">
          <button type="button" className="btn btn-ghost" disabled={mailPending} onClick={() => requestMail({ id })}>
            {t("verify.resend")}
          </button>
        </div>
      </div>
    </section>
  );
}
