import { Link } from "@tanstack/react-router";
import type { RouterOutputs } from "@vyc/api/client";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useModalDialog } from "../../lib/use-modal-dialog";
import { useTRPC } from "../../lib/trpc";
import { useAdminMutation } from "./use-admin-mutation";

type PublicationEvent = Pick<RouterOutputs["admin"]["getEvent"], "id" | "name" | "isPublished">;

/** The event's state on the site: Draft or Published, with what that means for visitors. */
export function PublicationState({ event }: { event: PublicationEvent }) {
  const { t } = useTranslation("admin");
  return (
    <p className="meta">
      <span className={event.isPublished ? "badge badge-ok" : "badge badge-warn"}>{t(event.isPublished ? "events.published" : "events.draft")}</span>{" "}
      {t(event.isPublished ? "eventEdit.publishedNotice" : "eventEdit.draftNotice")}
    </p>
  );
}

/** Preview (the public page as visitors will see it), then Publish or Unpublish after a confirmation. */
export function PublicationActions({ event }: { event: PublicationEvent }) {
  const { t } = useTranslation("admin");
  const [open, setOpen] = useState(false);
  return (
    <>
      <Link to="/events/$id" params={{ id: String(event.id) }} search={{ preview: true }} className="btn btn-ghost btn-small">
        {t("eventEdit.preview")}
      </Link>
      <button type="button" className={event.isPublished ? "btn btn-ghost btn-small" : "btn btn-primary btn-small"} onClick={() => setOpen(true)}>
        {t(event.isPublished ? "events.unpublish" : "events.publish")}
      </button>
      <PublicationDialog event={event} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

function PublicationDialog({ event, open, onClose }: { event: PublicationEvent; open: boolean; onClose: () => void }) {
  const { t } = useTranslation("admin");
  const trpc = useTRPC();
  const ref = useModalDialog(open);
  const titleId = useId();
  const publishing = !event.isPublished;
  const publish = useAdminMutation(trpc.admin.setEventPublished.mutationOptions(), t(publishing ? "eventEdit.publishedToast" : "eventEdit.unpublishedToast"));
  const confirm = (): void => publish.mutate({ id: event.id, value: publishing }, { onSuccess: onClose });
  return (
    <dialog ref={ref} className="dialog" aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId}>{t(publishing ? "eventEdit.publishTitle" : "eventEdit.unpublishTitle", { name: event.name })}</h2>
      <p>{t(publishing ? "eventEdit.publishBody" : "eventEdit.unpublishBody")}</p>
      <div className="dialog-actions">
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          {t("eventEdit.keepAsIs")}
        </button>
        <button type="button" className="btn btn-primary" disabled={publish.isPending} onClick={confirm}>
          {t(publishing ? "eventEdit.confirmPublish" : "eventEdit.confirmUnpublish")}
        </button>
      </div>
    </dialog>
  );
}
