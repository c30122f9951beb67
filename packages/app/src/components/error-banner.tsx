import { ShownMessage, type ShownText } from "../i18n/shown-text";

/** An error announced to assistive technology; renders nothing without a message. */
export function ErrorBanner({ message }: { message: ShownText | null }) {
  return message ? <p className="error-banner" role="alert"><ShownMessage text={message} /></p> : null;
}
