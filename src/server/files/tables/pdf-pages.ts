import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import PDFDocument from 'pdfkit';
import { PdfFont } from './pdf-font';

// A4 landscape, in points (y up: pages are drawn in PDF's own coordinates).
export const PAGE_WIDTH = 841.89;
export const PAGE_HEIGHT = 595.28;
export const MARGIN = 36;
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const FOOTER_BASELINE = 22;
const MAX_BUFFERED = 1024 * 1024;
/** The Form XObject holding the page count, drawn on every page and written once the count is known. */
const PAGE_COUNT_NAME = 'KzPageCount';

/** A number as content operands want it. */
export const n = (x: number) => x.toFixed(2);

/**
 * A pdfkit document written a page at a time in raw content operators: each page is handed to pdfkit (which
 * deflates and writes it) as soon as the next begins, so memory stays flat at thousands of pages. Every page
 * ends with 'Page N of M': M is not known then, so each page draws one shared Form XObject, written with the
 * count once the last page is done (no bufferPages, which would hold every page until the end).
 */
export class PdfPages {
  readonly doc: PDFKit.PDFDocument;
  readonly body: PdfFont;
  readonly bold: PdfFont;
  page = 0;
  private content: string[] = [];
  private readonly pageCount: PDFKit.PDFKitReference;

  constructor(
    private readonly out: Writable,
    title: string,
  ) {
    this.doc = new PDFDocument({
      size: 'A4',
      layout: 'landscape',
      margin: MARGIN,
      autoFirstPage: false,
      info: { Title: title },
    });
    this.doc.pipe(out);
    this.body = new PdfFont(this.doc, 'Helvetica', 8);
    this.bold = new PdfFont(this.doc, 'Helvetica-Bold', 8);
    this.pageCount = this.doc.ref({
      Type: 'XObject',
      Subtype: 'Form',
      BBox: [0, -4, 100, 12],
      Resources: { Font: { [this.body.id]: this.body.ref } },
    });
  }

  /** Another font or size, usable on the current page. */
  font(name: string, size: number): PdfFont {
    const font = new PdfFont(this.doc, name, size);
    font.usePage();
    return font;
  }

  /** Adds operators to the current page. */
  push(ops: string): void {
    this.content.push(ops);
  }

  /** Text at (x, baseline) in a font and gray level (0 black); `literal` as PdfFont.fit made it. */
  text(font: PdfFont, x: number, baseline: number, literal: string, gray = 0): void {
    this.push(
      `${gray} g BT /${font.id} ${font.size} Tf 1 0 0 1 ${n(x)} ${n(baseline)} Tm (${literal}) Tj ET 0 g`,
    );
  }

  /** Ends the current page (if any) and starts the next, waiting while the reader is behind. */
  async newPage(): Promise<void> {
    if (this.page > 0) {
      this.endPage();
      await this.untilRead();
    }
    this.doc.addPage();
    this.page++;
    this.body.usePage();
    this.bold.usePage();
    // pdfkit starts each page flipped (y down); undo that for this page's content.
    this.push(`q 1 0 0 -1 0 ${PAGE_HEIGHT} cm`);
  }

  /** Ends the last page, writes the page count and the rest of the file; resolves once `out` has it all. */
  async finish(): Promise<void> {
    this.endPage();
    this.pageCount.end(`BT /${this.body.id} 8 Tf 0.4 g 0 0 Td (${this.page}) Tj ET`);
    this.doc.end();
    await finished(this.out, { readable: false });
  }

  private endPage(): void {
    const { literal, width } = this.body.fit(`Page ${this.page} of `, CONTENT_WIDTH);
    (this.doc.page.xobjects as Record<string, PDFKit.PDFKitReference>)[PAGE_COUNT_NAME] = this.pageCount;
    this.text(this.body, MARGIN, FOOTER_BASELINE, literal, 0.4);
    this.push(`q 1 0 0 1 ${n(MARGIN + width)} ${FOOTER_BASELINE} cm /${PAGE_COUNT_NAME} Do Q Q`);
    // One Buffer per page: pdfkit would copy each string operator byte by byte.
    this.doc.addContent(Buffer.from(`${this.content.join('\n')}\n`, 'latin1'));
    this.content = [];
  }

  /** Waits while more than MAX_BUFFERED bytes wait for the reader (pdfkit pushes without back-pressure). */
  private async untilRead(): Promise<void> {
    for (let i = 0; this.doc.readableLength > MAX_BUFFERED; i++) {
      if (this.out.destroyed) throw new Error('The PDF output was closed early');
      await new Promise((resolve) => (i < 50 ? setImmediate(resolve) : setTimeout(resolve, 1)));
    }
  }
}
