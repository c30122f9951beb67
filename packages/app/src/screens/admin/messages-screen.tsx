import { useNavigate } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { EventPicker } from "./event-picker";
import { MessageComposer } from "./message-composer";
import { PageHeader } from "./page-header";
import { SentMessages } from "./sent-messages";

/**
 * Messages to an event's ticket holders: staff choose the event, write the message (English, and
 * Vietnamese if they wish) and its audience, see how many it reaches and send it; below, what was
 * sent to whom and whether each e-mail went out.
 */
export function MessagesScreen({ eventId }: { eventId: number | undefined }) {
  const { t } = useTranslation("messages");
  const navigate = useNavigate();
  return (
    <section>
      <PageHeader title={t("title")}>
        <p className="hint">{t("explain")}</p>
      </PageHeader>
      <div className="filters">
        <EventPicker value={eventId} onChange={(id) => void navigate({ to: "/admin/messages", search: id ? { eventId: id } : {} })} />
      </div>
      {eventId === undefined ? (
        <p className="empty-state">{t("choose")}</p>
      ) : (
        <>
          <MessageComposer key={eventId} eventId={eventId} />
          <SentMessages key={`sent-${eventId}`} eventId={eventId} />
        </>
      )}
    </section>
  );
}
