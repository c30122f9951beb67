import { toast } from "sonner";
import { LIMITS } from "@vyc/validators";
import { ShownMessage, type ShownText } from "../i18n/shown-text";

/** Transient messages, in the active language; error banners of the specification stay 5 seconds. */
export const notify = {
  success: (message: ShownText) => toast.success(<ShownMessage text={message} />),
  error: (message: ShownText) => toast.error(<ShownMessage text={message} />, { duration: LIMITS.errorBannerMs }),
};
