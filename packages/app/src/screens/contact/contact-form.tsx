import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { LIMITS, MESSAGES, PHONE_EXAMPLE, ZContactInput, type TContactInput } from "@vyc/validators";
import { useId, useState, type InputHTMLAttributes, type ReactNode } from "react";
import { useForm, type Control, type FieldError, type UseFormRegisterReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { notify } from "../../lib/toast";
import { useTRPC } from "../../lib/trpc";
import { BotCheck } from "./bot-check";
import { PrivacyPolicyDialog } from "./privacy-policy-dialog";
import { useTimedMessage } from "./use-timed-message";
import { MessageText } from "../../i18n/message-text";
import { submitWith } from "../../lib/submit";
import { PhoneField } from "../registration/phone-field";

const EMPTY: TContactInput = { firstName: "", lastName: "", email: "", phone: "", subject: "", message: "", website: "" };

interface FieldProps {
  label: string;
  error?: FieldError;
  registration: UseFormRegisterReturn;
  multiline?: boolean;
  input?: InputHTMLAttributes<HTMLInputElement>;
  hint?: ReactNode;
}

function Field({ label, error, registration, multiline, input, hint }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  const common = { id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy, "aria-required": true, ...registration };
  return (
    <div className={multiline ? "field field-wide" : "field"}>
      <label htmlFor={id}>{label}</label>
      {multiline ? <textarea rows={6} {...common} /> : <input {...input} {...common} />}
      {hint && <p className="hint" id={hintId}>{hint}</p>}
      {error && <p className="field-error" id={errorId}>{error.message && <MessageText text={error.message} />}</p>}
    </div>
  );
}

/** The phone of the contact form: a country picker and the number, as in the registration form. */
function PhoneContactField({ label, error, control, hint }: { label: string; error?: FieldError; control: Control<TContactInput>; hint: ReactNode }) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hintId, error ? errorId : null].filter(Boolean).join(" ");
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <PhoneField aria={{ id, "aria-invalid": Boolean(error), "aria-describedby": describedBy }} control={control} name="phone" label={label} autoComplete="tel" />
      <p className="hint" id={hintId}>{hint}</p>
      {error && <p className="field-error" id={errorId}>{error.message && <MessageText text={error.message} />}</p>}
    </div>
  );
}

/**
 * The contact form (specification §2, §5): every field required with the shared schema's messages,
 * Send enabled only once the privacy-policy toggle is on, and 'Error sending email.' for 5 seconds
 * when sending fails.
 */
export function ContactForm() {
  const { t } = useTranslation("contact");
  const trpc = useTRPC();
  const send = useMutation(trpc.contact.send.mutationOptions());
  const form = useForm<TContactInput>({ resolver: zodResolver(ZContactInput), defaultValues: EMPTY });
  const { errors } = form.formState;
  const [agreed, setAgreed] = useState(false);
  const [privacyOpen, setPrivacyOpen] = useState(false);
  const [error, showError, clearError] = useTimedMessage(LIMITS.errorBannerMs);
  const honeypot = form.register("website");

  const onSubmit = form.handleSubmit(async (values) => {
    clearError();
    try {
      await send.mutateAsync(values);
    } catch {
      showError(MESSAGES.contactSendError);
      return;
    }
    notify.success(t("form.sent"));
    form.reset(EMPTY);
    setAgreed(false);
  });

  return (
    <form className="contact-form" noValidate onSubmit={submitWith(onSubmit)} aria-label={t("form.label")}>
      <div className="contact-grid">
        <Field label={t("form.firstName")} error={errors.firstName} registration={form.register("firstName")} input={{ autoComplete: "given-name" }} />
        <Field label={t("form.lastName")} error={errors.lastName} registration={form.register("lastName")} input={{ autoComplete: "family-name" }} />
        <Field label={t("form.email")} error={errors.email} registration={form.register("email")} input={{ type: "email", autoComplete: "email" }} />
        <PhoneContactField label={t("form.phone")} error={errors.phone} control={form.control} hint={t("form.phoneHint", { example: PHONE_EXAMPLE })} />
        <Field label={t("form.subject")} error={errors.subject} registration={form.register("subject")} />
        <Field label={t("form.message")} error={errors.message} registration={form.register("message")} multiline />
      </div>

      <div className="agree-row">
        <input id="contact-agree" type="checkbox" role="switch" className="switch" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
        <label htmlFor="contact-agree">{t("form.agree")}</label>
        <button type="button" className="link-button" onClick={() => setPrivacyOpen(true)}>
          {t("form.readPrivacy")}
        </button>
      </div>

      <BotCheck honeypot={honeypot} />

      {error && (
        <p className="error-banner" role="alert">
          {error}
        </p>
      )}

      <button type="submit" className="btn btn-primary" disabled={!agreed || send.isPending}>
        {send.isPending ? t("form.sending") : t("form.send")}
      </button>

      <PrivacyPolicyDialog open={privacyOpen} onClose={() => setPrivacyOpen(false)} />
    </form>
  );
}
