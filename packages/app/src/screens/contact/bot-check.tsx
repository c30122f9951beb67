import { useEffect, useState } from "react";

/**
 * The form's bot-check widget, kept local: no third-party script or frame is loaded. The real
 * protection is on the server (a honeypot field and a per-IP rate limit), so whatever the widget
 * produces is never read.
 */
export function BotCheck() {
  const [checked, setChecked] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setChecked(true), 400);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className="bot-check" role="group" aria-label="Bot check" data-state={checked ? "verified" : "checking"}>
      <span className="bot-check-mark" aria-hidden="true">{checked ? "✓" : "…"}</span>
      <span role="status">{checked ? "Spam protection active" : "Checking…"}</span>
      <span className="bot-check-note">Local check, no third-party service</span>
    </div>
  );
}
