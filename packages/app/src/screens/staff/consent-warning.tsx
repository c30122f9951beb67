import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TDeskTicket } from "@vyc/validators";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ShownMessage } from "../../i18n/shown-text";
import { shownError } from "../../lib/api-errors";
import { useTRPC } from "../../lib/trpc";

/**
 * A minor whose parent or guardian has not confirmed the waiver: the desk holds them, and staff can
 * record the consent form the guardian signed on paper instead, then check them in (`onCheckIn`).
 */
export function ConsentWarning({ ticket, onCheckIn }: { ticket: TDeskTicket; onCheckIn?: () => void }) {
  const { t } = useTranslation("desk");
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [recorded, setRecorded] = useState(false);
  const paper = useMutation(
    trpc.privacy.recordPaperConsent.mutationOptions({
      onSuccess: async () => {
        setRecorded(true);
        await queryClient.invalidateQueries();
      },
    }),
  );
  if (ticket.guardianConsent !== "pending" && !recorded) return null;
  if (recorded) {
    return (
      <div className="consent-note">
        <p role="status">{t("consent.recorded")}</p>
        {onCheckIn && (
          <button type="button" className="btn btn-primary" onClick={onCheckIn}>
            {t("consent.checkIn")}
          </button>
        )}
      </div>
    );
  }
  const name = `${ticket.attendee.firstName} ${ticket.attendee.lastName}`;
  return (
    <div className="consent-warning" role="alert">
      <p className="answer-title">{t("consent.pendingTitle")}</p>
      <p>{t("consent.pendingText", { name, age: ticket.attendee.age })}</p>
      <button type="button" className="btn btn-primary" disabled={paper.isPending} onClick={() => paper.mutate({ ticketId: ticket.id })}>
        {t("consent.recordPaper")}
      </button>
      {paper.isError && <p className="error-banner"><ShownMessage text={shownError(paper.error)} /></p>}
    </div>
  );
}

/** The health notes of a ticket, opened only when staff ask (each opening is in the audit log). */
export function HealthNotesButton({ ticketId }: { ticketId: string }) {
  const { t } = useTranslation("desk");
  const trpc = useTRPC();
  const reveal = useMutation(trpc.privacy.healthNotes.mutationOptions());
  if (reveal.data) return <span className="pre-wrap">{reveal.data.healthcare ?? "—"}</span>;
  return (
    <button type="button" className="btn btn-ghost" disabled={reveal.isPending} onClick={() => reveal.mutate({ ticketId })}>
      {t("ticket.showHealth")}
    </button>
  );
}
