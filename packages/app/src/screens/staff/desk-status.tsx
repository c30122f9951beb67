import { useDeskState } from "./desk-state";

const LABELS = { online: "Online", offline: "Offline", unknown: "Connecting…" } as const;

/** The connection indicator and the number of check-ins waiting to be synced. */
export function DeskStatus() {
  const { connectivity, pending, syncing } = useDeskState();
  return (
    <div className="desk-status" role="status" aria-live="polite" aria-label="Desk connection">
      <span className={`connection connection-${connectivity}`}>
        <span className="connection-dot" aria-hidden="true" />
        {LABELS[connectivity]}
      </span>
      {pending.length > 0 && (
        <span className="pending-badge">
          {syncing ? "Syncing " : ""}
          {pending.length} {pending.length === 1 ? "check-in" : "check-ins"} waiting to sync
        </span>
      )}
    </div>
  );
}
