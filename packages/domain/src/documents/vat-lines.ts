import { basisPointsToPercent, vatIncludedMinor } from "@vyc/validators";
import type { DocumentText } from "./document-text";
import type { SellerSnapshot } from "./invoice-issue";
import type { PdfBlock } from "./pdf-model";

/**
 * The VAT treatment printed under an amount (prices are gross): the VAT it includes at the seller's
 * rate, or, when no VAT is charged, the seller's note in the document's language (e.g. a
 * non-profit's exemption). Nothing when neither was set.
 */
export function vatLines(seller: SellerSnapshot, amountMinor: number, currency: string, d: DocumentText): { totals: Array<[string, string]>; notes: PdfBlock[] } {
  if (seller.vatRateBasisPoints !== null) {
    const label = d.t("vatIncluded", { rate: basisPointsToPercent(seller.vatRateBasisPoints) });
    return { totals: [[label, d.money(vatIncludedMinor(amountMinor, seller.vatRateBasisPoints), currency)]], notes: [] };
  }
  const note = (d.locale === "vi" && seller.vatNoteVi) || seller.vatNote;
  return { totals: [], notes: note ? [{ type: "text", text: note }] : [] };
}
