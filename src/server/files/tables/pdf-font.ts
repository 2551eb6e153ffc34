/** Unicode characters WinAnsi (the built-in fonts' encoding) puts in 0x80-0x9F, where Latin-1 has controls. */
const WIN_ANSI: Record<number, number> = {
  0x20ac: 0x80,
  0x201a: 0x82,
  0x0192: 0x83,
  0x201e: 0x84,
  0x2026: 0x85,
  0x2020: 0x86,
  0x2021: 0x87,
  0x02c6: 0x88,
  0x2030: 0x89,
  0x0160: 0x8a,
  0x2039: 0x8b,
  0x0152: 0x8c,
  0x017d: 0x8e,
  0x2018: 0x91,
  0x2019: 0x92,
  0x201c: 0x93,
  0x201d: 0x94,
  0x2022: 0x95,
  0x2013: 0x96,
  0x2014: 0x97,
  0x02dc: 0x98,
  0x2122: 0x99,
  0x0161: 0x9a,
  0x203a: 0x9b,
  0x0153: 0x9c,
  0x017e: 0x9e,
  0x0178: 0x9f,
};
const ELLIPSIS = 0x2026;
const UNKNOWN = 0x3f; // '?': what a character outside WinAnsi prints as.
/** Printable ASCII but the three characters a PDF string escapes: parentheses and backslash. */
const PLAIN = /^[\x20-\x27\x2a-\x5b\x5d-\x7e]*$/;

/** The parts of pdfkit's current font this writer uses (pdfkit's own, not in its typings). */
interface PdfkitFont {
  id: string;
  ref(): PDFKit.PDFKitReference;
  widthOfString(text: string, size: number): number;
}

/** A code WinAnsi can print (the character itself, or '?' for those it has no glyph for). */
function printable(code: number): number {
  if (code < 0x20) return 0x20;
  if (code < 0x7f || (code >= 0xa0 && code <= 0xff)) return code;
  return WIN_ANSI[code] === undefined ? UNKNOWN : code;
}

/** One character inside a PDF literal string: the WinAnsi byte (as a char code below 256), escaped. */
function literalChar(code: number): string {
  if (code === 0x28 || code === 0x29 || code === 0x5c) return `\\${String.fromCharCode(code)}`;
  return String.fromCharCode(WIN_ANSI[code] ?? code);
}

/**
 * One of pdfkit's built-in fonts (Helvetica: no font file) at one size, written straight into page content:
 * pdfkit's text() costs a save/transform/encode per call, far too slow for hundreds of thousands of cells.
 * Widths come from the font's metrics, measured once per character; text is written without kerning, so the
 * sum of the widths is exactly the printed width.
 */
export class PdfFont {
  readonly id: string;
  readonly ref: PDFKit.PDFKitReference;
  private readonly font: PdfkitFont;
  /** Widths of the characters up to U+00FF, by code (most text); others are measured once into `wide`. */
  private readonly narrow = new Float64Array(256);
  private readonly wide = new Map<number, number>();
  private readonly ellipsisWidth: number;

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    name: string,
    readonly size: number,
  ) {
    doc.font(name);
    this.font = (doc as unknown as { _font: PdfkitFont })._font;
    this.id = this.font.id;
    this.ref = this.font.ref();
    for (let code = 0; code < 256; code++) this.narrow[code] = this.measure(printable(code));
    this.ellipsisWidth = this.widthOf(ELLIPSIS);
  }

  private measure(code: number): number {
    return this.font.widthOfString(String.fromCharCode(code), this.size);
  }

  private widthOf(code: number): number {
    if (code < 256) return this.narrow[code]!;
    let width = this.wide.get(code);
    if (width === undefined) {
      width = this.measure(printable(code));
      this.wide.set(code, width);
    }
    return width;
  }

  /** The text's printed width. */
  width(text: string): number {
    let width = 0;
    for (let i = 0; i < text.length; i++) width += this.widthOf(text.charCodeAt(i));
    return width;
  }

  /** The text as the body of a PDF literal string, cut with an ellipsis to fit maxWidth; and its width. */
  fit(text: string, maxWidth: number): { literal: string; width: number } {
    let width = this.width(text);
    // Most cells are plain ASCII that fits: they are their own literal.
    if (width <= maxWidth && PLAIN.test(text)) return { literal: text, width };
    let end = text.length;
    let tail = '';
    if (width > maxWidth) {
      // Drop characters from the end until the rest and an ellipsis fit.
      while (end > 0 && width + this.ellipsisWidth > maxWidth) width -= this.widthOf(text.charCodeAt(--end));
      tail = literalChar(ELLIPSIS);
      width += this.ellipsisWidth;
    }
    const kept = text.slice(0, end);
    if (PLAIN.test(kept)) return { literal: kept + tail, width };
    let literal = '';
    for (let i = 0; i < end; i++) literal += literalChar(printable(text.charCodeAt(i)));
    return { literal: literal + tail, width };
  }

  /** Makes the font usable on the current page (pdfkit writes a page's font list when the page ends). */
  usePage(): void {
    (this.doc.page.fonts as Record<string, PDFKit.PDFKitReference>)[this.id] = this.ref;
  }
}
