import { Link } from "@tanstack/react-router";
import { Trans, useTranslation } from "react-i18next";
import "./auth.css";

/**
 * A native form posted to the server's /login (no client rules): the server opens the session
 * and redirects; a failure comes back as a server-injected toast.
 */
export function LoginScreen({ targetPath }: { targetPath: string }) {
  const { t } = useTranslation("auth");
  return (
    <section className="container page auth-page">
      <form className="card form-card" method="post" action="/login" noValidate>
        <h1>{t("login.title")}</h1>
        <div className="field">
          <label htmlFor="login-username">{t("login.email")}</label>
          <input id="login-username" name="_username" type="email" autoComplete="username" />
        </div>
        <div className="field">
          <label htmlFor="login-password">{t("login.password")}</label>
          <input id="login-password" name="_password" type="password" autoComplete="current-password" />
        </div>
        <input type="hidden" name="_target_path" value={targetPath} />
        <button type="submit" className="btn btn-primary btn-block">{t("login.submit")}</button>
        <p className="auth-links">
          <Link to="/forget_password">{t("login.forgotPassword")}</Link>
        </p>
        <p className="auth-links">
          <Trans t={t} i18nKey="login.noAccount" components={{ signupLink: <Link to="/signup" /> }} />
        </p>
      </form>
    </section>
  );
}
