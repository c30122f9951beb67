import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../lib/trpc";

/** The event shown on its page: the public data, or for staff previewing it the same data of a draft too. */
export function useEventPage(id: number, preview: boolean) {
  const trpc = useTRPC();
  const published = useQuery({ ...trpc.events.getData.queryOptions({ id }), retry: false, enabled: !preview });
  const previewed = useQuery({ ...trpc.admin.previewEvent.queryOptions({ eventId: id }), retry: false, enabled: preview });
  return preview ? previewed : published;
}
