import { createLazyRoute } from "@tanstack/react-router";
import { ResetPasswordScreen } from "../screens/auth/reset-password-screen";

export const resetPasswordLazyRoute = createLazyRoute("/reset_password/$token")({
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  const { token } = resetPasswordLazyRoute.useParams();
  return <ResetPasswordScreen key={token} token={token} />;
}
