import { KIOSK_MESSAGES } from "@vyc/validators";
import { localRefusal, shownError, type ShownRefusal } from "../../lib/api-errors";
import { isNetworkError } from "./connectivity";

/** What to tell staff about a failed request: the server's refusal, or that it cannot be reached. */
export const errorText = (error: unknown): ShownRefusal =>
  isNetworkError(error) ? localRefusal("kiosk.serverUnreachable", KIOSK_MESSAGES.serverUnreachable) : shownError(error);
