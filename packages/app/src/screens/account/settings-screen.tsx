import { useTranslation } from "react-i18next";
import { useSession } from "../../lib/use-session";
import { ChangePasswordForm } from "./change-password-form";
import { MyData } from "./my-data";
import "./account.css";

/** Account settings: who is signed in, the change-password form, and the user's own data (download, delete). */
export function SettingsScreen() {
  const { t } = useTranslation("account");
  const session = useSession();
  return (
    <section className="container page account-page">
      <h1>{t("settings.title")}</h1>
      {session.user && <p className="meta">{t("settings.signedInAs", { email: session.user.email })}</p>}
      <ChangePasswordForm />
      <MyData />
    </section>
  );
}
