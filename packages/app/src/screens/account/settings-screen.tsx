import { useSession } from "../../lib/use-session";
import { ChangePasswordForm } from "./change-password-form";
import "./account.css";

/** Account settings: who is signed in and the change-password form. */
export function SettingsScreen() {
  const session = useSession();
  return (
    <section className="container page account-page">
      <h1>Account settings</h1>
      {session.user && <p className="meta">Signed in as {session.user.email}</p>}
      <ChangePasswordForm />
    </section>
  );
}
