import PDFDocument from "pdfkit";

/**
 * PDFKit reads a built-in font's metrics (widths and about 2,700 kerning pairs) again for every
 * document that names the font: a quarter of the time a receipt takes to draw. The metrics never
 * change, so after the first document each one gets its own font entry sharing them, indexed. What this
 * reaches is PDFKit's (0.20) internal state, absent from its typings: a document's fonts by name and
 * its font counter; a font's document, id and PDF object.
 */
interface DocumentFonts {
  _fontFamilies: Record<string, object>;
  _fontCount: number;
  _font: object;
}

const BUILT_IN_FONTS = new Set(["Helvetica", "Helvetica-Bold"]);
/** Each built-in font as first loaded, detached from its document. */
const loaded = new Map<string, object>();

const fontsOf = (doc: PDFKit.PDFDocument): DocumentFonts => doc as unknown as DocumentFonts;

/** A built-in font's metrics as PDFKit keeps them: widths by glyph name, kerning by "left\0right" glyph names. */
interface FontMetrics {
  glyphWidths: Record<string, number>;
  kernPairs: Record<string, number>;
  widthOfGlyph(glyph: string): number;
  getKernPair(left: string, right: string | undefined): number;
}

/**
 * PDFKit asks for the width of every letter it measures or prints, and for the kerning of every
 * pair, joining their names into a key of a 2,700-member object; both are read from maps instead,
 * the kerning by the left glyph, then the right one, so no string is made.
 */
function indexedMetrics(metrics: FontMetrics): void {
  const widths = new Map(Object.entries(metrics.glyphWidths));
  metrics.widthOfGlyph = (glyph) => widths.get(glyph) ?? 0;
  const byLeft = new Map<string, Map<string, number>>();
  for (const [pair, amount] of Object.entries(metrics.kernPairs)) {
    const [left = "", right = ""] = pair.split("\0");
    const rights = byLeft.get(left) ?? new Map<string, number>();
    byLeft.set(left, rights.set(right, amount));
  }
  metrics.getKernPair = (left, right) => (right === undefined ? 0 : (byLeft.get(left)?.get(right) ?? 0));
}

const detached = (font: object, fields: { document: PDFKit.PDFDocument | null; id: string | null }): object =>
  Object.assign(Object.create(Object.getPrototypeOf(font) as object) as object, font, { ...fields, dictionary: null, embedded: false });

/** A PDFKit document that loads each built-in font's metrics once per thread. */
export class SharedMetricsDocument extends PDFDocument {
  override font(src: PDFKit.Mixins.PDFFontSource, familyOrSize?: string | number, size?: number): this {
    const fonts = fontsOf(this);
    const name = typeof src === "string" && BUILT_IN_FONTS.has(src) ? src : null;
    const known = name === null ? undefined : loaded.get(name);
    if (name !== null && known && !fonts._fontFamilies[name]) {
      fonts._fontFamilies[name] = detached(known, { document: this, id: `F${++fonts._fontCount}` });
    }
    const result = typeof familyOrSize === "string" ? super.font(src, familyOrSize, size) : super.font(src, familyOrSize);
    if (name !== null && !known) {
      indexedMetrics((fonts._font as { font: FontMetrics }).font);
      loaded.set(name, detached(fonts._font, { document: null, id: null }));
    }
    return result;
  }
}
