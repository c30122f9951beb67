import { createLazyRoute } from "@tanstack/react-router";
import { LoginScreen } from "../screens/auth/login-screen";

export const loginLazyRoute = createLazyRoute("/login")({
  component: LoginPage,
});

function LoginPage() {
  const { _target_path } = loginLazyRoute.useSearch();
  return <LoginScreen targetPath={_target_path ?? ""} />;
}
