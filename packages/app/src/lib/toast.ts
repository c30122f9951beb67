import { toast } from "sonner";
import { LIMITS } from "@vyc/validators";

/** Transient messages; error banners of the specification stay 5 seconds. */
export const notify = {
  success: (message: string) => toast.success(message),
  error: (message: string) => toast.error(message, { duration: LIMITS.errorBannerMs }),
};
