import { OTPInput, REGEXP_ONLY_DIGITS, type SlotProps } from "input-otp";
import { LIMITS } from "@vyc/validators";

function Slot({ char, isActive, hasFakeCaret }: SlotProps) {
  return (
    <div className={isActive ? "otp-slot active" : "otp-slot"} aria-hidden="true">
      {char ?? (hasFakeCaret ? <span className="otp-caret" /> : null)}
    </div>
  );
}

interface Props {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onComplete: (code: string) => void;
  disabled?: boolean;
}

/** The 6-digit one-time code (autocomplete one-time-code), one box per digit. */
export function CodeInput({ id, value, onChange, onComplete, disabled }: Props) {
  return (
    <OTPInput
      id={id}
      maxLength={LIMITS.verificationCodeLength}
      value={value}
      onChange={onChange}
      onComplete={onComplete}
      pattern={REGEXP_ONLY_DIGITS}
      inputMode="numeric"
      autoComplete="one-time-code"
      disabled={disabled}
      autoFocus
      containerClassName="otp"
      render={({ slots }) => (
        <div className="otp-slots">
          {slots.map((slot, index) => (
            <Slot key={index} {...slot} />
          ))}
        </div>
      )}
    />
  );
}
