import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { MESSAGES } from "@vyc/validators";
import { useEffect, useRef, useState } from "react";
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
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [code, setCode] = useState("");
  const [error, showError] = useErrorBanner();
  const [verifiedBefore, setVerifiedBefore] = useState(false);
  const refused = (e: unknown) => (errorStatus(e) === 409 ? setVerifiedBefore(true) : showError(refusalOr(e, MESSAGES.signupError)));
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
      onSuccess: () => notify.success(MESSAGES.emailSent),
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
          <h1>Your email is verified</h1>
          <Link to="/" className="btn btn-primary">Go to homepage</Link>
        </div>
      </section>
    );
  }

  return (
    <section className="container page auth-page">
      <div className="card form-card">
        <h1>Verify your account</h1>
        <p>Enter the 6-digit code we sent to your email address.</p>
        <ErrorBanner message={error} />
        <label htmlFor="verify-code">Verification code</label>
        <CodeInput id="verify-code" value={code} onChange={setCode} onComplete={(complete) => verify.mutate({ id, code: complete })} disabled={verify.isPending} />
        <div className="verify-actions">
          <button type="button" className="btn btn-ghost" disabled={mailPending} onClick={() => requestMail({ id })}>
            Resend me an email
          </button>
        </div>
      </div>
    </section>
  );
}
