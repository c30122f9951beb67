import { createRoute, notFound } from "@tanstack/react-router";
import { ResponseScreen } from "../screens/response/response-screen";
import { rootRoute } from "./root";

const isRedirection = (value: string): value is "success" | "error" => value === "success" || value === "error";

export const responseRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/response/$redirection/$type",
  loader: ({ params }) => {
    if (!isRedirection(params.redirection)) throw notFound();
  },
  component: function ResponsePage() {
    const { redirection, type } = responseRoute.useParams();
    return isRedirection(redirection) ? <ResponseScreen key={`${redirection}/${type}`} redirection={redirection} type={type} /> : null;
  },
});
