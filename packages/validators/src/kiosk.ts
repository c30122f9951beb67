import { z } from "zod";
import { ZCheckInList, ZDeskName } from "./check-in-lists";
import { DATETIME_RANGE, zCalendarDateTime } from "./calendar-datetime";
import { ZEmail } from "./contact";
import { CURRENCIES } from "./limits";
import { ZPriceLines } from "./price-lines";
import { ZLocale } from "./locale";
import { ZRefusalParams } from "./refusals";
import { ZGuardianConsentState, ZRevealedAnswer } from "./privacy";
import { ZDeskSaleForm, ZDeskTicketTypeId } from "./desk-sale";
import { ZRowId } from "./row-id";

/** The camp desk (kiosk) rules shared by the staff screens and the server. */
export const KIOSK_LIMITS = {
  /** A desk sign-in lasts one shift. */
  sessionLifetimeMs: 12 * 60 * 60 * 1000,
  /** Without any input for this long the desk locks back to the sign-in screen. */
  idleLockMs: 10 * 60 * 1000,
  searchMinLength: 2,
  searchMaxResults: 25,
  syncBatchMax: 200,
  /** Heartbeat of the connection indicator, faster while offline so a return is noticed soon. */
  heartbeatOnlineMs: 15_000,
  heartbeatOfflineMs: 3_000,
} as const;

export const KIOSK_MESSAGES = {
  notStaff: "This account has no access to the desk.",
  ticketNotFound: "No ticket matches this code.",
  scanIdReused: "This scan id was already used for another ticket: scan the ticket again.",
  ticketCancelled: "This ticket is cancelled.",
  orderNotPaid: "The order of this ticket is not paid.",
  onlineEventAtDesk: "Online events are not sold at the desk.",
  eventOver: "This event is over.",
  priceChanged: "The price has changed. Check the new total with the buyer and confirm again.",
  orderNotFound: "Order not found.",
  noEmail: "No attendee e-mail address to send the tickets to.",
  locked: "The desk was locked after 10 minutes without activity. Sign in again.",
  offlineSearch: "The server cannot be reached: search needs it. Scan codes on the Check-in screen, they are kept and synced later.",
  serverUnreachable: "The server cannot be reached. Check the network, or the server address in the kiosk settings.",
  consentMissing: "Guardian consent missing: this minor is not checked in until the consent signed by a parent or guardian is recorded.",
  noCheckInList: "This event has no check-in at the desk.",
  dayNotInEvent: "The event does not run on the day of this check-in list.",
  chooseList: "Choose what this desk checks in for first, in the desk settings.",
  ticketTypePerTicket: "Give one ticket type per ticket.",
} as const;

export const PAYMENT_METHODS_AT_DESK = ["cash", "card"] as const;
export type DeskPaymentMethod = (typeof PAYMENT_METHODS_AT_DESK)[number];

const CHECK_IN_RESULTS = ["accepted", "duplicate", "rejected"] as const;
export type CheckInResult = (typeof CHECK_IN_RESULTS)[number];

export const ZKioskSignInInput = z.object({ email: ZEmail, password: z.string().min(1, "Password is required.").max(200) });
export type TKioskSignInInput = z.infer<typeof ZKioskSignInInput>;
export const ZKioskSignInOutput = z.object({
  token: z.string(),
  expiresAt: z.string(),
  user: z.object({ email: z.string(), role: z.string() }),
});
export type TKioskSignInOutput = z.infer<typeof ZKioskSignInOutput>;

/** A name, an e-mail address, an order number or a scanned ticket code. */
export const ZTicketSearchInput = z.object({
  query: z
    .string()
    .trim()
    .min(KIOSK_LIMITS.searchMinLength, `Type at least ${KIOSK_LIMITS.searchMinLength} characters.`)
    .max(200),
});

/** A scanned QR code: the ticket secret (what a USB scanner types before Enter). */
const ZTicketSecret = z.string().trim().min(1, "Scan or type a ticket code.").max(200);
const ZClientScanId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, "Invalid client id.");
const ZDeviceId = z.string().trim().min(1).max(64);
const ZTicketId = z.string().min(1).max(64);

const oneTicketRef = <T extends { ticketId?: string | undefined; secret?: string | undefined }>(v: T) =>
  (v.ticketId === undefined) !== (v.secret === undefined);
const ONE_REF = { message: "Give either the ticket id or its code.", path: ["ticketId"] };

/**
 * One check-in action at the desk, on the desk's check-in list and under its name; clientScanId
 * makes a retried request count once. `secret` is the scanned QR code or the typed short code.
 */
export const ZCheckInInput = z
  .object({
    clientScanId: ZClientScanId,
    deviceId: ZDeviceId,
    list: ZCheckInList,
    deskName: ZDeskName.optional(),
    ticketId: ZTicketId.optional(),
    secret: ZTicketSecret.optional(),
  })
  .refine(oneTicketRef, ONE_REF);

/**
 * A check-in made while the server was unreachable, kept on the desk and synced later. A scan queued
 * by a desk before it had a check-in list carries none; it is answered as refused, not dropped.
 */
export const ZOfflineScan = z
  .object({
    clientScanId: ZClientScanId,
    deviceId: ZDeviceId,
    list: ZCheckInList.optional(),
    deskName: ZDeskName.optional(),
    scannedAt: zCalendarDateTime({
      invalid: "Scan time: give a date and time with its zone.",
      outOfRange: "Scan time: give a date between 2000 and 2100.",
      ...DATETIME_RANGE,
      zone: "required",
    }),
    ticketId: ZTicketId.optional(),
    secret: ZTicketSecret.optional(),
  })
  .refine(oneTicketRef, ONE_REF);
export type TOfflineScan = z.infer<typeof ZOfflineScan>;

export const ZSyncCheckInsInput = z.object({ scans: z.array(ZOfflineScan).min(1).max(KIOSK_LIMITS.syncBatchMax) });

/** The check-in that counts for a ticket (the earliest scan), with the name of its desk when it had one. */
const ZFirstCheckIn = z.object({
  scannedAt: z.string(),
  deviceId: z.string(),
  deskName: z.string().nullable(),
  staffEmail: z.string().nullable(),
  source: z.string(),
});
export type TFirstCheckIn = z.infer<typeof ZFirstCheckIn>;


/** One way of a ticket's journey: transport, the traveller's wall-clock time ("YYYY-MM-DD HH:mm"), airline and flight. */
const ZDeskTravelLeg = z.object({
  transport: z.enum(["plane", "train"]),
  at: z.string().nullable(),
  airline: z.string().nullable(),
  flightNumber: z.string().nullable(),
});
export type TDeskTravelLeg = z.infer<typeof ZDeskTravelLeg>;
export const ZDeskTicket = z.object({
  id: z.string(),
  number: z.number().int(),
  secret: z.string(),
  /** What staff read out and type (SHORT_CODE_LENGTH characters of Crockford base32; 8 hex digits on older tickets). */
  shortCode: z.string(),
  status: z.string(),
  checkedInAt: z.string().nullable(),
  firstCheckIn: ZFirstCheckIn.nullable(),
  attendee: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string(),
    country: z.string(),
    gender: z.string(),
    age: z.number().int(),
    /** The notes themselves are opened through privacy.healthNotes, which logs each reading. */
    hasHealthNotes: z.boolean(),
  }),
  /** The answers to the event's questions, sensitive ones left out; given where tickets are looked up. */
  answers: z.array(ZRevealedAnswer).optional(),
  guardianConsent: ZGuardianConsentState,
  logistics: z.object({
    arrival: ZDeskTravelLeg.nullable(),
    departure: ZDeskTravelLeg.nullable(),
    comments: z.string().nullable(),
  }),
  /** timeZone: the event's IANA zone, its dates are shown in. */
  event: z.object({ id: z.number().int(), name: z.string(), nameVi: z.string(), dateStart: z.string(), dateEnd: z.string(), timeZone: z.string(), place: z.string() }),
  order: z.object({
    id: z.number().int(),
    status: z.string(),
    provider: z.string().nullable(),
    logisticCase: z.string().nullable(),
    totalMinor: z.number().int(),
    currency: z.string(),
    createdAt: z.string(),
    buyerEmail: z.string().nullable(),
  }),
});
export type TDeskTicket = z.infer<typeof ZDeskTicket>;

export const ZCheckInOutcome = z.object({
  clientScanId: z.string(),
  result: z.enum(CHECK_IN_RESULTS),
  /** Why a scan was rejected (unknown code, cancelled ticket ...), in English. */
  message: z.string().nullable(),
  /** The rejection's code and values, by which the desk shows it in its language (see Refusal). */
  reason: z.string().optional(),
  params: ZRefusalParams.optional(),
  ticket: ZDeskTicket.nullable(),
});
export type TCheckInOutcome = z.infer<typeof ZCheckInOutcome>;

export const ZSyncCheckInsOutput = z.object({ results: z.array(ZCheckInOutcome) });

/** A ticket type the desk may sell now (the desk sells it and its sale is open); soldOut when its quota is taken. */
const ZDeskTicketType = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Empty when not translated. */
  nameVi: z.string(),
  priceMinor: z.number().int(),
  soldOut: z.boolean(),
});
export type TDeskTicketType = z.infer<typeof ZDeskTicketType>;

/** An event the desk can sell: in person and not over, soonest first, with the ticket types the desk sells now (the event's default first). */
export const ZDeskEvent = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Empty when not translated. */
  nameVi: z.string(),
  dateStart: z.string(),
  dateEnd: z.string(),
  /** The event's IANA zone, its dates are shown in. */
  timeZone: z.string(),
  place: z.string(),
  unitPriceMinor: z.number().int(),
  currency: z.enum(CURRENCIES),
  seatsLeft: z.number().int(),
  isRegistrable: z.boolean(),
  ticketTypes: z.array(ZDeskTicketType),
});
export type TDeskEvent = z.infer<typeof ZDeskEvent>;

/** The walk-in's tickets to price: how many and, when staff chose them, each attendee's ticket type in the form's order. */
export const ZDeskQuoteInput = z
  .object({
    eventId: ZRowId,
    numTickets: z.number().int().min(1).max(8),
    ticketTypeIds: z.array(ZDeskTicketTypeId).max(8).optional(),
  })
  .refine((v) => v.ticketTypeIds === undefined || v.ticketTypeIds.length === v.numTickets, { message: KIOSK_MESSAGES.ticketTypePerTicket, path: ["ticketTypeIds"] });
export type TDeskQuoteInput = z.infer<typeof ZDeskQuoteInput>;
/** The price of a walk-in, line by line (no discount at the desk), by type when the event sells several. */
export const ZDeskQuote = ZPriceLines;
export type TDeskQuote = z.infer<typeof ZDeskQuote>;

/**
 * A walk-in paid at the desk: the desk's short attendee form and waivers, how it was paid, and the
 * total shown to staff (refused when the server's price differs). clientSaleId is made once per sale
 * on the desk, so confirming again after a lost answer does not sell twice.
 */
export const ZDeskSaleInput = ZDeskSaleForm.safeExtend({
  eventId: ZRowId,
  paymentMethod: z.enum(PAYMENT_METHODS_AT_DESK, { message: "Choose how the buyer paid." }),
  expectedTotalMinor: z.number().int().nonnegative(),
  deviceId: ZDeviceId,
  deskName: ZDeskName.optional(),
  clientSaleId: ZClientScanId,
});
export type TDeskSaleInput = z.output<typeof ZDeskSaleInput>;

export const ZDeskOrderIdInput = z.object({ orderId: ZRowId });
/** Which desk order to e-mail, and the desk's language for attendees who have no account. */
export const ZEmailTicketsInput = ZDeskOrderIdInput.extend({ locale: ZLocale.optional() });

export const ZDeskOrder = ZPriceLines.extend({
  id: z.number().int(),
  status: z.string(),
  event: z.object({ id: z.number().int(), name: z.string(), nameVi: z.string(), dateStart: z.string(), dateEnd: z.string(), timeZone: z.string(), place: z.string(), location: z.string() }),
  tickets: z.array(
    z.object({
      id: z.string(),
      number: z.number().int(),
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      secret: z.string(),
      shortCode: z.string(),
      qrDataUrl: z.string(),
      /** The ticket's type, given when the event sells more than one type. */
      ticketType: z.object({ name: z.string(), nameVi: z.string() }).nullable(),
    }),
  ),
});
export type TDeskOrder = z.infer<typeof ZDeskOrder>;

export const ZEmailTicketsOutput = z.object({ sentTo: z.array(z.string()) });
