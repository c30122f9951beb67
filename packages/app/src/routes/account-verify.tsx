import { createRoute } from "@tanstack/react-router";
import { AccountVerifyScreen } from "../screens/auth/account-verify-screen";
import { rootRoute } from "./root";

export const accountVerifyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/account-verify/$id",
  component: function AccountVerifyPage() {
    const { id } = accountVerifyRoute.useParams();
    return <AccountVerifyScreen key={id} id={id} />;
  },
});
