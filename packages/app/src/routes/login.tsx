import { createRoute } from "@tanstack/react-router";
import { redirectSignedIn } from "../lib/route-guards";
import { LoginScreen } from "../screens/auth/login-screen";
import { rootRoute } from "./root";

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/login",
  validateSearch: (search: Record<string, unknown>): { _target_path?: string } =>
    typeof search._target_path === "string" ? { _target_path: search._target_path } : {},
  beforeLoad: redirectSignedIn,
  component: function LoginPage() {
    const { _target_path } = loginRoute.useSearch();
    return <LoginScreen targetPath={_target_path ?? ""} />;
  },
});
