import { createRoute } from "@tanstack/react-router";
import { ResetPasswordScreen } from "../screens/auth/reset-password-screen";
import { rootRoute } from "./root";

export const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/reset_password/$token",
  component: function ResetPasswordPage() {
    const { token } = resetPasswordRoute.useParams();
    return <ResetPasswordScreen key={token} token={token} />;
  },
});
