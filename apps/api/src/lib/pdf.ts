import { createRequire } from "node:module";
import path from "node:path";
import PDFDocument from "pdfkit";

// DejaVu Sans has every letter of Uzbek Latin, U+02BB and U+02BC included, and Cyrillic
// (Russian and Uzbek: ў, қ, ғ, ҳ); shipped as an npm package, so a PDF looks the same on every
// server whatever fonts it has.
const fontDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve("dejavu-fonts-ttf/package.json")),
  "ttf",
);
const REGULAR = path.join(fontDir, "DejaVuSans.ttf");
const BOLD = path.join(fontDir, "DejaVuSans-Bold.ttf");

export type Pdf = PDFKit.PDFDocument;

/**
 * A paper of ours: A4, 50-point margins, the fonts "regular" and "bold". Without a CreationDate
 * in `info` the PDF is dated now; with the paper's own, the same paper prints to the same bytes.
 */
export function newPdf(info: PDFKit.DocumentInfo): Pdf {
  const doc = new PDFDocument({ size: "A4", margin: 50, info });
  doc.registerFont("regular", REGULAR);
  doc.registerFont("bold", BOLD);
  return doc;
}

/** Ends the document and answers its bytes (the stream keeps what was drawn until it is read). */
export function pdfBuffer(doc: Pdf): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
  doc.end();
  return done;
}

/** A decimal as the papers print it (54,5): the same in the three languages. */
export const pdfDecimal = (n: number) => n.toLocaleString("uz-UZ", { maximumFractionDigits: 2 });

/** The paper's title in bold, centred, with its lines under it (number, date), then a gap. */
export function pdfHeading(doc: Pdf, title: string, size: number, lines: string[]) {
  doc.font("bold").fontSize(size).text(title, { align: "center" });
  doc.font("regular").fontSize(10);
  for (const line of lines) doc.text(line, { align: "center" });
  doc.moveDown(1);
}

/** A bold heading of a part of the paper, and the gap under it. */
export const pdfSection = (doc: Pdf, text: string, gap: number) =>
  doc.font("bold").fontSize(11).text(text).moveDown(gap);

/** Running text, justified. */
export const pdfParagraph = (doc: Pdf, text: string) =>
  doc.font("regular").fontSize(10).text(text, { align: "justify" });

/** "Label: value" on one line, the label bold; a missing value prints as a dash. */
export const pdfField = (doc: Pdf, label: string, value: string | null | undefined) =>
  doc
    .font("bold")
    .fontSize(10)
    .text(`${label}: `, { continued: true })
    .font("regular")
    .text(value || "—");
