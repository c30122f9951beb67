import { MessageText } from "../i18n/message-text";

/** An error announced to assistive technology; renders nothing without a message. */
export function ErrorBanner({ message }: { message: string | null }) {
  return message ? <p className="error-banner" role="alert"><MessageText text={message} /></p> : null;
}
