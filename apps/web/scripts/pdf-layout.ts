import PDFDocument from 'pdfkit';
import { brand, formatAddress } from '@vitrine/shared/brand';

/**
 * The look shared by every PDF we publish: an A4 page with the company header, brand
 * colours and a numbered footer. Standard PDF fonts (Helvetica) keep each file a few KB.
 */
export const COLORS = {
  navy: '#0b2a4a',
  sunrise: '#f26b1d',
  sunriseLight: '#ff8a3d',
  teal: '#0fa3b1',
  ink: '#16202c',
  soft: '#3f4b5b',
  muted: '#6b7788',
  line: '#dfe4eb',
  alt: '#f5f7fa',
};
const MARGIN = 56;

export type Doc = InstanceType<typeof PDFDocument>;

export function createDoc(meta: { title: string; subject: string; lang: string; date: Date }): Doc {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 120, bottom: 70, left: MARGIN, right: MARGIN },
    bufferPages: true,
    lang: meta.lang,
    displayTitle: true,
    info: {
      Title: meta.title,
      Author: brand.legalName,
      Subject: meta.subject,
      Creator: `${brand.companyName} — site institucional`,
      CreationDate: meta.date,
      ModDate: meta.date,
    },
  });
  doc.on('pageAdded', () => header(doc));
  header(doc);
  return doc;
}

/** The sunrise mark of the logo, drawn with vectors. */
function logo(doc: Doc, x: number, y: number, s: number) {
  doc.save();
  doc
    .lineWidth(3 * s)
    .lineCap('round')
    .strokeColor(COLORS.sunriseLight);
  const rays: Array<[number, number, number, number]> = [
    [24, 15.5, 24, 11],
    [31.25, 17.44, 33.5, 13.54],
    [36.56, 22.75, 40.46, 20.5],
    [16.75, 17.44, 14.5, 13.54],
    [11.44, 22.75, 7.54, 20.5],
  ];
  for (const [x1, y1, x2, y2] of rays)
    doc
      .moveTo(x + x1 * s, y + y1 * s)
      .lineTo(x + x2 * s, y + y2 * s)
      .stroke();
  doc
    .fillColor(COLORS.sunrise)
    .path(`M ${x + 12.5 * s} ${y + 30 * s} A ${11.5 * s} ${11.5 * s} 0 0 1 ${x + 35.5 * s} ${y + 30 * s} Z`)
    .fill();
  doc
    .fillColor(COLORS.navy)
    .roundedRect(x + 4 * s, y + 32 * s, 40 * s, 4.5 * s, 2.25 * s)
    .fill();
  doc
    .fillColor(COLORS.teal)
    .roundedRect(x + 13 * s, y + 39.5 * s, 22 * s, 4.5 * s, 2.25 * s)
    .fill();
  doc.restore();
}

/** pdfkit's current text state; a header drawn mid-paragraph must hand it back untouched. */
type TextState = { _font: unknown; _fontSize: number };

function header(doc: Doc) {
  const { width } = doc.page;
  const keepY = doc.y;
  const state = doc as unknown as TextState;
  const saved = { font: state._font, size: state._fontSize };
  doc.save();
  logo(doc, MARGIN, 34, 0.9);
  doc
    .font('Helvetica-Bold')
    .fontSize(15)
    .fillColor(COLORS.navy)
    .text(brand.companyName, MARGIN + 50, 40, { lineBreak: false });
  doc.font('Helvetica').fontSize(8).fillColor(COLORS.muted);
  doc.text(`${brand.legalName} · CNPJ ${brand.cnpj}`, MARGIN + 50, 59, { lineBreak: false });
  doc.text(formatAddress(), MARGIN + 50, 70, { lineBreak: false });
  doc.text(`${brand.phone} · ${brand.email}`, MARGIN + 50, 81, { lineBreak: false });
  doc.rect(MARGIN, 98, width - 2 * MARGIN, 2).fill(COLORS.sunrise);
  doc.restore();
  state._font = saved.font;
  state._fontSize = saved.size;
  doc.x = MARGIN;
  doc.y = Math.max(keepY, 120);
}

/** Page numbers and the classification line, once the page count is known. */
export function finish(doc: Doc, footerLeft: string, pageLabel: (n: number, total: number) => string) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    const { width, height } = doc.page;
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .moveTo(MARGIN, height - 50)
      .lineTo(width - MARGIN, height - 50)
      .lineWidth(0.5)
      .strokeColor(COLORS.line)
      .stroke();
    doc.font('Helvetica').fontSize(8).fillColor(COLORS.muted);
    doc.text(footerLeft, MARGIN, height - 40, { lineBreak: false });
    doc.text(pageLabel(i + 1, range.count), MARGIN, height - 40, { width: width - 2 * MARGIN, align: 'right' });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
}

export function title(doc: Doc, text: string, eyebrow?: string) {
  if (eyebrow) {
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .fillColor(COLORS.sunrise)
      .text(eyebrow.toUpperCase(), { characterSpacing: 1.2 });
    doc.moveDown(0.3);
  }
  doc.font('Helvetica-Bold').fontSize(22).fillColor(COLORS.navy).text(text);
  doc.moveDown(0.4);
}

export function heading(doc: Doc, text: string) {
  // Keep a heading with at least a few lines of its section.
  if (doc.y > doc.page.height - doc.page.margins.bottom - 90) doc.addPage();
  doc.moveDown(0.8);
  doc.font('Helvetica-Bold').fontSize(13).fillColor(COLORS.navy).text(text);
  doc.moveDown(0.35);
}

export function paragraph(doc: Doc, text: string, options: { color?: string; size?: number } = {}) {
  doc
    .font('Helvetica')
    .fontSize(options.size ?? 10.5)
    .fillColor(options.color ?? COLORS.ink)
    .text(text, { align: 'justify', lineGap: 2.5 });
  doc.moveDown(0.55);
}

export function bullets(doc: Doc, items: string[], numbered = false) {
  doc.font('Helvetica').fontSize(10.5).fillColor(COLORS.ink);
  const width = doc.page.width - 2 * MARGIN - 24;
  items.forEach((item, i) => {
    const marker = numbered ? `${i + 1}.` : '•';
    // Marker and text share a y: break the page first if the item would not fit, never between the two.
    const needed = doc.font('Helvetica').fontSize(10.5).heightOfString(item, { width, lineGap: 2.5 });
    if (doc.y + needed > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const y = doc.y;
    doc
      .fillColor(COLORS.sunrise)
      .font('Helvetica-Bold')
      .text(marker, MARGIN + 4, y, { width: 18, lineBreak: false });
    doc
      .fillColor(COLORS.ink)
      .font('Helvetica')
      .text(item, MARGIN + 24, y, { width, align: 'left', lineGap: 2.5 });
    doc.moveDown(0.35);
  });
  doc.x = MARGIN;
  doc.moveDown(0.3);
}

export function term(doc: Doc, name: string, text: string) {
  doc.font('Helvetica-Bold').fontSize(10.5).fillColor(COLORS.navy).text(`${name}: `, { continued: true, lineGap: 2.5 });
  doc.font('Helvetica').fillColor(COLORS.ink).text(text, { align: 'left', lineGap: 2.5 });
  doc.moveDown(0.45);
}

/** A small table with a navy header row (document control data, version history). */
export function table(doc: Doc, rows: string[][], widths: number[]) {
  const x0 = MARGIN;
  const total = widths.reduce((a, b) => a + b, 0);
  const fontFor = (r: number) => (r === 0 ? 'Helvetica-Bold' : 'Helvetica');
  for (let r = 0; r < rows.length; r += 1) {
    const row = rows[r]!;
    const heights = row.map((cell, c) =>
      doc
        .font(fontFor(r))
        .fontSize(9)
        .heightOfString(cell, { width: widths[c]! - 12 }),
    );
    const h = Math.max(...heights) + 10;
    if (doc.y + h > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const y = doc.y;
    if (r === 0) doc.rect(x0, y, total, h).fill(COLORS.navy);
    else if (r % 2 === 0) doc.rect(x0, y, total, h).fill(COLORS.alt);
    let x = x0;
    row.forEach((cell, c) => {
      doc
        .font(fontFor(r))
        .fontSize(9)
        .fillColor(r === 0 ? '#ffffff' : COLORS.ink);
      doc.text(cell, x + 6, y + 5, { width: widths[c]! - 12 });
      x += widths[c]!;
    });
    doc.y = y + h;
  }
  doc.x = MARGIN;
  doc.moveDown(0.6);
}
