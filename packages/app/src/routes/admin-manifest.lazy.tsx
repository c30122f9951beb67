import { createLazyRoute } from "@tanstack/react-router";
import { ManifestScreen } from "../screens/admin/manifest-screen";

export const adminManifestLazyRoute = createLazyRoute("/admin/manifest")({
  component: AdminManifestPage,
});

function AdminManifestPage() {
  const { eventId } = adminManifestLazyRoute.useSearch();
  return <ManifestScreen eventId={eventId} />;
}
