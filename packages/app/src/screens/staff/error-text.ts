import { KIOSK_MESSAGES } from "@vyc/validators";
import { isNetworkError } from "./connectivity";

/** What to tell staff about a failed request: the server's refusal, or that it cannot be reached. */
export const errorText = (error: { message: string }): string => (isNetworkError(error) ? KIOSK_MESSAGES.serverUnreachable : error.message);
