import PDFDocument from 'pdfkit';
import { cellText } from './cell-text.ts';
import { cellValue, type ExportColumn } from './export-columns.ts';

const MARGIN = 36;
const FOOTER = 20;
const PAD = 4;
const FONT_SIZE = 8;
const TITLE_SIZE = 14;
const MIN_COLUMN = 40;
export const PDF_EMPTY_TEXT = 'No Records available.';

type Doc = InstanceType<typeof PDFDocument>;

/** Column widths from the text they hold, scaled to fill the usable page width. */
function columnWidths(doc: Doc, columns: readonly ExportColumn[], cells: string[][], usable: number): number[] {
  doc.font('Helvetica').fontSize(FONT_SIZE);
  const natural = columns.map((c, i) => {
    const lengths = cells.map((r) => doc.widthOfString(r[i] ?? '')).sort((a, b) => a - b);
    const typical = lengths.length ? lengths[Math.floor((lengths.length - 1) * 0.9)] : 0;
    doc.font('Helvetica-Bold');
    const head = doc.widthOfString(c.label);
    doc.font('Helvetica');
    return Math.max(MIN_COLUMN, Math.min(Math.max(head, typical), usable / 2) + 2 * PAD);
  });
  const total = natural.reduce((a, b) => a + b, 0);
  return natural.map((w) => (w * usable) / total);
}

function rowHeight(doc: Doc, texts: readonly string[], widths: readonly number[]): number {
  return Math.max(...texts.map((t, i) => doc.heightOfString(t || ' ', { width: widths[i] - 2 * PAD }))) + 2 * PAD;
}

function drawRow(doc: Doc, texts: readonly string[], widths: readonly number[], y: number, height: number, header: boolean) {
  let x = MARGIN;
  if (header)
    doc
      .rect(
        MARGIN,
        y,
        widths.reduce((a, b) => a + b, 0),
        height,
      )
      .fill('#e8e8e8')
      .fillColor('black');
  texts.forEach((t, i) => {
    doc.text(t, x + PAD, y + PAD, { width: widths[i] - 2 * PAD, height: height - 2 * PAD, ellipsis: true });
    x += widths[i];
  });
  doc
    .moveTo(MARGIN, y + height)
    .lineTo(x, y + height)
    .lineWidth(0.5)
    .strokeColor('#999999')
    .stroke();
}

/**
 * Landscape A4 table: the title on the first page, the header row repeated on every page,
 * 'Page n of m' at the foot of each page. Standard PDF fonts: text outside Latin-1 is not representable.
 */
export function buildPdf(
  columns: readonly ExportColumn[],
  rows: readonly Readonly<Record<string, unknown>>[],
  opts: { title: string; subtitle?: string; timeZone: string },
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: opts.title, Creator: 'Scheduler' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const usable = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - MARGIN - FOOTER;
  const cells = rows.map((row) => columns.map((c) => cellText(cellValue(row, c.key), opts.timeZone)));
  const labels = columns.map((c) => c.label);
  const widths = columnWidths(doc, columns, cells, usable);

  doc.font('Helvetica-Bold').fontSize(TITLE_SIZE).text(opts.title, MARGIN, MARGIN, { width: usable });
  if (opts.subtitle)
    doc
      .font('Helvetica')
      .fontSize(FONT_SIZE + 1)
      .text(opts.subtitle, { width: usable });
  let y = doc.y + 8;

  const header = () => {
    doc.font('Helvetica-Bold').fontSize(FONT_SIZE);
    const h = rowHeight(doc, labels, widths);
    drawRow(doc, labels, widths, y, h, true);
    y += h;
    doc.font('Helvetica').fontSize(FONT_SIZE);
  };
  header();

  if (cells.length === 0) doc.text(PDF_EMPTY_TEXT, MARGIN + PAD, y + PAD);
  for (const texts of cells) {
    const h = Math.min(rowHeight(doc, texts, widths), bottom() - MARGIN - 40);
    if (y + h > bottom()) {
      doc.addPage();
      y = MARGIN;
      header();
    }
    drawRow(doc, texts, widths, y, h, false);
    y += h;
  }

  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(FONT_SIZE).fillColor('#555555');
    doc.text(`Page ${i + 1} of ${count}`, MARGIN, doc.page.height - MARGIN - FONT_SIZE, { width: usable, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottomMargin;
  }
  doc.end();
  return done;
}
