import { createLazyRoute } from "@tanstack/react-router";
import { AccountVerifyScreen } from "../screens/auth/account-verify-screen";

export const accountVerifyLazyRoute = createLazyRoute("/account-verify/$id")({
  component: AccountVerifyPage,
});

function AccountVerifyPage() {
  const { id } = accountVerifyLazyRoute.useParams();
  return <AccountVerifyScreen key={id} id={id} />;
}
