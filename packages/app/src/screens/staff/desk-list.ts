import { ZCheckInList, ZDeskName, type TCheckInList } from "@vyc/validators";
import { useCallback, useSyncExternalStore } from "react";

const STORAGE_KEY = "vyc.desk.checkInList";

/** The check-in list this desk checks in for, with its event's names to show it offline too. */
interface DeskList {
  list: TCheckInList;
  name: string;
  nameVi: string;
}

/** What staff chose for this desk: its check-in list (none yet) and its name. */
export interface DeskSetup {
  list: DeskList | null;
  deskName: string | null;
}

const NONE: DeskSetup = { list: null, deskName: null };

/** A stored setup as far as it is still valid (a list and a name are kept or dropped each on its own). */
function parseSetup(value: unknown): DeskSetup {
  if (typeof value !== "object" || value === null) return NONE;
  const stored = value as { list?: { list?: unknown; name?: unknown; nameVi?: unknown } | null; deskName?: unknown };
  const list = ZCheckInList.safeParse(stored.list?.list);
  const deskName = ZDeskName.safeParse(stored.deskName);
  const name = stored.list?.name;
  return {
    list: list.success && typeof name === "string" ? { list: list.data, name, nameVi: typeof stored.list?.nameVi === "string" ? stored.list.nameVi : "" } : null,
    deskName: deskName.success ? deskName.data : null,
  };
}
const listeners = new Set<() => void>();
let cached: { raw: string | null; setup: DeskSetup } | null = null;

function parseStored(raw: string | null): DeskSetup {
  if (!raw) return NONE;
  try {
    return parseSetup(JSON.parse(raw));
  } catch {
    return NONE;
  }
}

/** The desk's setup as this device keeps it (its browser's storage, in the kiosk too). */
function currentDeskSetup(): DeskSetup {
  const raw = window.localStorage.getItem(STORAGE_KEY);
  if (cached?.raw === raw) return cached.setup;
  cached = { raw, setup: parseStored(raw) };
  return cached.setup;
}

function saveDeskSetup(setup: DeskSetup): void {
  window.localStorage.setItem(STORAGE_KEY, JSON.stringify(setup));
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
};

/**
 * The check-in list and name of this desk, as every check-in sends them (the check-in screen,
 * lookup, a walk-in checked in right after the sale), and the way to change them.
 */
export function useDeskList() {
  const setup = useSyncExternalStore(subscribe, currentDeskSetup);
  const save = useCallback((next: DeskSetup) => saveDeskSetup(next), []);
  return { ...setup, save };
}
