import { createRoute } from "@tanstack/react-router";
import { redirectSignedIn } from "../lib/route-guards";
import { rootRoute } from "./root";
import { loadTexts } from "../lib/load-texts";

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/login",
  staticData: { title: "login" },
  validateSearch: (search: Record<string, unknown>): { _target_path?: string } =>
    typeof search._target_path === "string" ? { _target_path: search._target_path } : {},
  beforeLoad: redirectSignedIn,
  loader: loadTexts("auth"),
}).lazy(() => import("./login.lazy").then((m) => m.loginLazyRoute));
