import { ZLogisticCase, ZLogisticsData, ZNumTickets, ZTicketsData } from "@vyc/validators";
import type { RegistrationFlowState } from "./registration-flow";

/**
 * What a page reload must not lose: the registration typed so far, kept in sessionStorage (this tab
 * only) per event. `flow` is the last state a step confirmed; `forms` holds the raw values of the
 * forms being typed. Cleared when the order completes.
 */
interface Draft {
  flow?: RegistrationFlowState;
  forms: Partial<Record<DraftForm, unknown>>;
}

export type DraftForm = "attendees" | "logisticCase" | "flights";

const PREFIX = "vyc.registration.";
const CURRENT_KEY = `${PREFIX}current`;
const draftKey = (eventId: number) => `${PREFIX}event.${eventId}`;

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function readJson(key: string): unknown {
  const raw = storage()?.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

function writeJson(key: string, value: unknown): void {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // A full or disabled storage only costs the reload convenience.
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** A navigation state or stored draft, if it has what the flow needs; otherwise null. */
export function parseFlowState(value: unknown): RegistrationFlowState | null {
  if (!isRecord(value)) return null;
  const eventId = Number(value.eventId);
  const numTickets = ZNumTickets.safeParse(value.numTickets);
  const ticketsData = ZTicketsData.safeParse(value.ticketsData);
  if (!Number.isInteger(eventId) || eventId <= 0 || !numTickets.success || !ticketsData.success) return null;
  const logisticCase = ZLogisticCase.safeParse(value.logisticCase);
  const logisticsData = ZLogisticsData.safeParse(value.logisticsData);
  return {
    eventId,
    numTickets: numTickets.data,
    isOnline: value.isOnline === true,
    ticketsData: ticketsData.data,
    ...(logisticCase.success ? { logisticCase: logisticCase.data } : {}),
    ...(logisticsData.success ? { logisticsData: logisticsData.data } : {}),
  };
}

function readDraft(eventId: number): Draft {
  const value = readJson(draftKey(eventId));
  if (!isRecord(value)) return { forms: {} };
  const flow = parseFlowState(value.flow);
  return { ...(flow ? { flow } : {}), forms: isRecord(value.forms) ? value.forms : {} };
}

function writeDraft(eventId: number, draft: Draft): void {
  writeJson(draftKey(eventId), draft);
  writeJson(CURRENT_KEY, eventId);
}

/** Keeps the raw values of a form being typed for this event. */
export function saveDraftForm(eventId: number, form: DraftForm, values: unknown): void {
  const draft = readDraft(eventId);
  writeDraft(eventId, { ...draft, forms: { ...draft.forms, [form]: values } });
}

/** The raw values last typed in a form for this event; callers check their shape. */
export function readDraftForm(eventId: number, form: DraftForm): unknown {
  return readDraft(eventId).forms[form] ?? null;
}

/** Records the state a step has just confirmed, as the fallback for a lost navigation state. */
export function saveDraftFlow(flow: RegistrationFlowState): void {
  writeDraft(flow.eventId, { ...readDraft(flow.eventId), flow });
}

/** The last confirmed state of the registration in progress in this tab, if any. */
export function readDraftFlow(): RegistrationFlowState | null {
  const eventId = Number(readJson(CURRENT_KEY));
  if (!Number.isInteger(eventId) || eventId <= 0) return null;
  return readDraft(eventId).flow ?? null;
}

/** Forgets every registration draft of this tab (the order is complete). */
export function clearRegistrationDrafts(): void {
  const store = storage();
  if (!store) return;
  const keys = Array.from({ length: store.length }, (_, i) => store.key(i)).filter((k): k is string => k?.startsWith(PREFIX) ?? false);
  for (const key of keys) store.removeItem(key);
}
