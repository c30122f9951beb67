import type { Selectable } from "kysely";
import type * as Tables from "./generated/kysely/types";

/** Each table's row as the query layer reads it (times as Date, booleans as boolean, on either engine). */
export type AuditLog = Selectable<Tables.AuditLog>;
export type ContactMessage = Selectable<Tables.ContactMessage>;
export type Discount = Selectable<Tables.Discount>;
export type EmailVerification = Selectable<Tables.EmailVerification>;
export type Event = Selectable<Tables.Event>;
export type GuardianConsent = Selectable<Tables.GuardianConsent>;
export type OrganiserSettings = Selectable<Tables.OrganiserSettings>;
export type OutboxMessage = Selectable<Tables.OutboxMessage>;
export type PasswordReset = Selectable<Tables.PasswordReset>;
export type Refund = Selectable<Tables.Refund>;
export type Ticket = Selectable<Tables.Ticket>;
export type User = Selectable<Tables.User>;
export type WaitingListEntry = Selectable<Tables.WaitingListEntry>;
