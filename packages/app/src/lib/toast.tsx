import { toast } from "sonner";
import { LIMITS } from "@vyc/validators";
import { MessageText } from "../i18n/message-text";

/** Transient messages, in the active language; error banners of the specification stay 5 seconds. */
export const notify = {
  success: (message: string) => toast.success(<MessageText text={message} />),
  error: (message: string) => toast.error(<MessageText text={message} />, { duration: LIMITS.errorBannerMs }),
};
