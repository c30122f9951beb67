import { createRoute, notFound } from "@tanstack/react-router";
import { rootRoute } from "./root";

export const isRedirection = (value: string): value is "success" | "error" => value === "success" || value === "error";

export const responseRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/response/$redirection/$type",
  staticData: { title: "response" },
  loader: async ({ params, context }) => {
    if (!isRedirection(params.redirection)) throw notFound();
    await context.i18n.loadNamespaces(["response"]);
  },
}).lazy(() => import("./response.lazy").then((m) => m.responseLazyRoute));
