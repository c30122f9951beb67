import { Link } from "@tanstack/react-router";
import "./auth.css";

/**
 * A native form posted to the server's /login (no client rules): the server opens the session
 * and redirects; a failure comes back as a server-injected toast.
 */
export function LoginScreen({ targetPath }: { targetPath: string }) {
  return (
    <section className="container page auth-page">
      <form className="card form-card" method="post" action="/login" noValidate>
        <h1>Login</h1>
        <div className="field">
          <label htmlFor="login-username">Email</label>
          <input id="login-username" name="_username" type="email" autoComplete="username" />
        </div>
        <div className="field">
          <label htmlFor="login-password">Password</label>
          <input id="login-password" name="_password" type="password" autoComplete="current-password" />
        </div>
        <input type="hidden" name="_target_path" value={targetPath} />
        <button type="submit" className="btn btn-primary btn-block">Sign In</button>
        <p className="auth-links">
          <Link to="/forget_password">Forget Password</Link>
        </p>
        <p className="auth-links">
          Don't have an account? <Link to="/signup">Create One</Link>
        </p>
      </form>
    </section>
  );
}
