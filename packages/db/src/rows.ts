import type { Selectable } from "kysely";
import type * as Tables from "./generated/kysely/types";

/** Each table's row as the query layer reads it (times as Date, booleans as boolean, on either engine). */
export type AuditLog = Selectable<Tables.AuditLog>;
export type CheckIn = Selectable<Tables.CheckIn>;
export type ContactMessage = Selectable<Tables.ContactMessage>;
export type Discount = Selectable<Tables.Discount>;
export type EmailVerification = Selectable<Tables.EmailVerification>;
export type Event = Selectable<Tables.Event>;
export type EventCancellation = Selectable<Tables.EventCancellation>;
export type EventSeats = Selectable<Tables.EventSeats>;
export type GuardianConsent = Selectable<Tables.GuardianConsent>;
export type Invoice = Selectable<Tables.Invoice>;
export type InvoiceCounter = Selectable<Tables.InvoiceCounter>;
export type OrderStatusName = Selectable<Tables.OrderStatusName>;
export type OrganiserSettings = Selectable<Tables.OrganiserSettings>;
export type OutboxMessage = Selectable<Tables.OutboxMessage>;
export type PasswordReset = Selectable<Tables.PasswordReset>;
export type RateLimit = Selectable<Tables.RateLimit>;
export type Refund = Selectable<Tables.Refund>;
export type RefundRequest = Selectable<Tables.RefundRequest>;
export type Session = Selectable<Tables.Session>;
export type Ticket = Selectable<Tables.Ticket>;
export type User = Selectable<Tables.User>;
export type WaitingListEntry = Selectable<Tables.WaitingListEntry>;
