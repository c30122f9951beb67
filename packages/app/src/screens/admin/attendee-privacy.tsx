import { formatPhone, type GuardianConsentState, type THealthNotes } from "@vyc/validators";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useTRPC } from "../../lib/trpc";
import { AttendeeAnswers } from "./attendee-answers";
import { useAdminMutation } from "./use-admin-mutation";

/** A ticket's guardian consent (with a new link or a paper form) and its health notes, opened on request and logged. */
export function AttendeePrivacy({ ticketId, consent, hasHealthNotes }: { ticketId: string; consent: GuardianConsentState; hasHealthNotes: boolean }) {
  const { t } = useTranslation("admin");
  const trpc = useTRPC();
  const [notes, setNotes] = useState<THealthNotes | null>(null);
  const reveal = useAdminMutation(trpc.privacy.healthNotes.mutationOptions({ onSuccess: setNotes }));
  const resend = useAdminMutation(trpc.privacy.resendGuardianConsent.mutationOptions(), t("attendeeCard.consentResent"));
  const paper = useAdminMutation(trpc.privacy.recordPaperConsent.mutationOptions(), t("attendeeCard.paperRecorded"));
  const busy = reveal.isPending || resend.isPending || paper.isPending;
  return (
    <>
      {consent !== "notNeeded" && (
        <>
          <dt>{t("attendeeCard.guardianConsent")}</dt>
          <dd>
            <span className="badge">{t(`attendeeCard.consent.${consent}`)}</span>
            {consent === "pending" && (
              <span className="inline-actions">
                <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => resend.mutate({ ticketId })}>{t("attendeeCard.resendConsent")}</button>
                <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => paper.mutate({ ticketId })}>{t("attendeeCard.recordPaper")}</button>
              </span>
            )}
          </dd>
        </>
      )}
      <dt>{t("attendeeCard.healthcare")}</dt>
      <dd>
        {notes ? (
          <>
            <span className="pre-wrap">{notes.healthcare ?? "—"}</span>
            {notes.guardianName && (
              <span className="travel-leg">
                {t("attendeeCard.guardianContact", { name: notes.guardianName, contact: [notes.guardianEmail, notes.guardianPhone && formatPhone(notes.guardianPhone)].filter(Boolean).join(", ") })}
              </span>
            )}
          </>
        ) : hasHealthNotes || consent !== "notNeeded" ? (
          <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => reveal.mutate({ ticketId })}>{t("attendeeCard.showHealth")}</button>
        ) : (
          "—"
        )}
      </dd>
      {notes && <AttendeeAnswers answers={notes.answers} />}
    </>
  );
}
