import { formatShortCode } from "@vyc/validators";
import "./short-code.css";

/** A ticket's short code, large and in groups of four, for reading out and typing at the desk. */
export function ShortCode({ code }: { code: string }) {
  return (
    <span className="short-code" translate="no">
      {formatShortCode(code)}
    </span>
  );
}
