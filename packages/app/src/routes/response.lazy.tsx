import { createLazyRoute } from "@tanstack/react-router";
import { ResponseScreen } from "../screens/response/response-screen";
import { isRedirection } from "./response";

export const responseLazyRoute = createLazyRoute("/response/$redirection/$type")({
  component: ResponsePage,
});

function ResponsePage() {
  const { redirection, type } = responseLazyRoute.useParams();
  return isRedirection(redirection) ? <ResponseScreen key={`${redirection}/${type}`} redirection={redirection} type={type} /> : null;
}
