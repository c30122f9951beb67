import { z } from "zod";
import { UPLOAD_URL } from "./uploads";
import { VAT_RATE_MAX_BASIS_POINTS } from "./vat";
import { ZRowIdParam } from "./row-id";

/** Refusals about invoices, tickets' files and billing details. */
export const DOCUMENT_MESSAGES = {
  orderNotFound: "Order not found.",
  invoiceNotFound: "Invoice not found.",
  billingNameTooLong: "Billing name is too long (at most 120 characters).",
  billingAddressTooLong: "Billing address is too long (at most 300 characters).",
  billingOrganisationTooLong: "Organisation is too long (at most 120 characters).",
  billingClosed: "Billing details cannot be changed on this order.",
  organiserNameRequired: "Organisation name is required.",
  organiserFieldTooLong: "Keep each organiser detail under 300 characters.",
  thresholdRange: "The seats-left threshold must be a whole number from 0 to 1000.",
  vatRateRange: "VAT rate: a percent from 0 to 100 with at most two decimals.",
  vatNoteTooLong: "Keep the VAT note under 500 characters.",
  logoNotUploaded: "Logo: upload an image.",
} as const;

/** Empty text means "not given". */
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .transform((v) => (v === "" ? null : v))
    .nullable()
    .default(null);

/** The billing details a buyer may add to an order, before or after paying; printed on its invoice. */
export const ZBilling = z.object({
  billingName: optionalText(120, DOCUMENT_MESSAGES.billingNameTooLong),
  billingAddress: optionalText(300, DOCUMENT_MESSAGES.billingAddressTooLong),
  billingOrganisation: optionalText(120, DOCUMENT_MESSAGES.billingOrganisationTooLong),
});
export type TBilling = z.output<typeof ZBilling>;
export type TBillingForm = z.input<typeof ZBilling>;

export const ZOrderRefInput = z.object({ orderId: ZRowIdParam });
export const ZSetBillingInput = ZOrderRefInput.extend({ billing: ZBilling });

/** What setting the billing details did: a corrected invoice's number when one was issued. */
export const ZSetBillingOutput = z.object({ billing: ZBilling, correctedInvoice: z.string().nullable() });

export const ZTicketsFileInput = ZOrderRefInput.extend({ ticketId: z.string().trim().min(1).max(64).optional() });
export const ZInvoiceNumberInput = z.object({ number: z.string().trim().regex(/^\d{4}-\d{6}$/, DOCUMENT_MESSAGES.invoiceNotFound) });
export const ZEventRefInput = z.object({ eventId: ZRowIdParam });

const ZInvoiceNumber = z.string().trim().regex(/^\d{4}-\d{6}$/);
/** A page of the invoices: the numbers just older than `before` (default: the newest), or just newer than `after`. */
export const ZInvoiceListInput = z.object({ before: ZInvoiceNumber.optional(), after: ZInvoiceNumber.optional() });
export type TInvoiceListInput = z.output<typeof ZInvoiceListInput>;
export const INVOICE_PAGE_SIZE = 50;

/** An invoice as the back office lists it. */
const ZInvoiceListing = z.object({
  number: z.string(),
  orderId: z.number(),
  kind: z.enum(["invoice", "correction", "credit"]),
  replaces: z.string().nullable(),
  /** The invoice a credit note credits. */
  credits: z.string().nullable(),
  issuedAt: z.string(),
  buyerName: z.string(),
  buyerEmail: z.string(),
  eventName: z.string(),
  totalMinor: z.number(),
  currency: z.string(),
});
export type TInvoiceListing = z.output<typeof ZInvoiceListing>;
export const ZInvoiceListOutput = z.object({
  total: z.number(),
  pageSize: z.number(),
  items: z.array(ZInvoiceListing),
  /** Whether invoices older than the page's last, or newer than its first, exist. */
  hasOlder: z.boolean(),
  hasNewer: z.boolean(),
});
export type TInvoiceListOutput = z.output<typeof ZInvoiceListOutput>;

const organiserText = (max = 300) => z.string().trim().max(max, DOCUMENT_MESSAGES.organiserFieldTooLong);

/** The organiser's details printed on invoices, and the seats-left threshold of the event pages. */
export const ZOrganiserSettings = z.object({
  name: organiserText().min(1, DOCUMENT_MESSAGES.organiserNameRequired),
  address: organiserText(),
  registrationId: organiserText(),
  vatId: organiserText(),
  email: organiserText(),
  phone: organiserText(),
  seatsLeftThreshold: z.coerce.number({ message: DOCUMENT_MESSAGES.thresholdRange }).int(DOCUMENT_MESSAGES.thresholdRange).min(0, DOCUMENT_MESSAGES.thresholdRange).max(1000, DOCUMENT_MESSAGES.thresholdRange),
  /** VAT included in ticket prices, in basis points (1900 = 19 %); null when none is charged. */
  vatRateBasisPoints: z
    .number({ message: DOCUMENT_MESSAGES.vatRateRange })
    .int(DOCUMENT_MESSAGES.vatRateRange)
    .min(0, DOCUMENT_MESSAGES.vatRateRange)
    .max(VAT_RATE_MAX_BASIS_POINTS, DOCUMENT_MESSAGES.vatRateRange)
    .nullable()
    .default(null),
  /** Printed on invoices instead of a VAT line when no VAT is charged (e.g. a non-profit's exemption), in English and Vietnamese. */
  vatNote: z.string().trim().max(500, DOCUMENT_MESSAGES.vatNoteTooLong).default(""),
  vatNoteVi: z.string().trim().max(500, DOCUMENT_MESSAGES.vatNoteTooLong).default(""),
  /** The organiser's logo on e-mails and ticket PDFs: an uploaded image's path, "" for none. */
  logo: z.union([z.literal(""), z.string().regex(UPLOAD_URL, DOCUMENT_MESSAGES.logoNotUploaded)], { message: DOCUMENT_MESSAGES.logoNotUploaded }).default(""),
});
export type TOrganiserSettings = z.output<typeof ZOrganiserSettings>;
export type TOrganiserSettingsForm = z.input<typeof ZOrganiserSettings>;
