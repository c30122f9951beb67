import { LIMITS } from "@vyc/validators";
import { useTranslation } from "react-i18next";
import { Toaster as Sonner } from "sonner";

/** Where toasts show: at the bottom, where a toast covers no header link while it shows. */
export function Toaster() {
  const { t } = useTranslation("common");
  return (
    <Sonner
      position="bottom-right"
      closeButton
      richColors
      duration={LIMITS.toastDurationMs}
      visibleToasts={LIMITS.toastMaxVisible}
      containerAriaLabel={t("layout.notifications")}
      toastOptions={{ style: { width: LIMITS.toastWidthPx }, closeButtonAriaLabel: t("layout.closeNotification") }}
    />
  );
}
