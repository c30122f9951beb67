import { createRoute } from "@tanstack/react-router";
import { rootRoute } from "./root";
import { loadTexts } from "../lib/load-texts";

export const accountVerifyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/account-verify/$id",
  staticData: { title: "verify" },
  loader: loadTexts("auth"),
}).lazy(() => import("./account-verify.lazy").then((m) => m.accountVerifyLazyRoute));
