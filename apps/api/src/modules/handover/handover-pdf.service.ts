import { createRequire } from "node:module";
import path from "node:path";
import {
  type Catalogue,
  formatDate,
  formatPhone,
  HANDOVER_METERS,
  type Language,
  wordsFor,
} from "@makon/shared";
import PDFDocument from "pdfkit";
import type { Db } from "../../db/types";
import { documentWords } from "../../lib/words";
import type { HandoverViewer } from "./handover.access";
import { type ActContent, actContent } from "./handover-pdf-content";

// The contract PDF's font (contract-pdf.service.ts): every Uzbek and Russian letter, the same on every server.
const fontDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve("dejavu-fonts-ttf/package.json")),
  "ttf",
);
const REGULAR = path.join(fontDir, "DejaVuSans.ttf");
const BOLD = path.join(fontDir, "DejaVuSans-Bold.ttf");

const decimal = (n: number) => n.toLocaleString("uz-UZ", { maximumFractionDigits: 2 });

/**
 * GET /api/topshiruv/{id}/pdf: the act in the language asked for, else in the client's, its
 * contract in the viewer's scope.
 */
export async function actPdf(
  db: Db,
  me: HandoverViewer,
  id: number,
  language?: Language,
): Promise<{ fileName: string; pdf: Buffer }> {
  const content = await actContent(db, me, id);
  const words = documentWords(language, content.clientLanguage);
  return {
    fileName: `${words.documents.files.handoverAct(content.number, content.buyer.fullName)}.pdf`,
    pdf: await renderAct(content, words),
  };
}

/**
 * Draws the act from its content alone, in a language's words (the client's unless told); the
 * act's own creation time is the PDF's, so the same act prints to the same bytes while nothing in
 * it changes.
 */
export function renderAct(a: ActContent, catalogue = wordsFor(a.clientLanguage)): Promise<Buffer> {
  const { documents } = catalogue;
  const words = documents.handoverAct;
  const doc = new PDFDocument({
    size: "A4",
    margin: 50,
    info: { Title: words.title(a.number), CreationDate: a.createdAt, ModDate: a.createdAt },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
  doc.registerFont("regular", REGULAR);
  doc.registerFont("bold", BOLD);

  const section = (text: string) => doc.font("bold").fontSize(11).text(text).moveDown(0.3);
  const para = (text: string) => doc.font("regular").fontSize(10).text(text, { align: "justify" });
  const line = (label: string, value: string | null | undefined) =>
    doc
      .font("bold")
      .fontSize(10)
      .text(`${label}: `, { continued: true })
      .font("regular")
      .text(value || "—");

  doc.font("bold").fontSize(14).text(words.heading, { align: "center" });
  doc.font("regular").fontSize(10).text(words.number(a.number), { align: "center" });
  doc.text(words.date(formatDate(a.date)), { align: "center" }).moveDown(1);
  para(
    words.intro(
      a.seller?.name ?? words.sellerUnknown,
      a.buyer.fullName,
      a.contract.number,
      formatDate(a.contract.date),
    ),
  );
  doc.moveDown(0.8);

  section(words.partiesSection);
  line(words.seller, a.seller?.name ?? words.sellerUnknown);
  line(words.stir, a.seller?.stir);
  line(words.address, a.seller?.address);
  line(words.director, a.seller?.director);
  line(words.phone, a.seller?.phone ? formatPhone(a.seller.phone) : null);
  doc.moveDown(0.4);
  line(words.buyer, a.buyer.fullName);
  line(words.phone, formatPhone(a.buyer.phone));
  line(words.address, a.buyer.address);
  if (a.buyer.passport) line(words.passport, a.buyer.passport);
  doc.moveDown(0.8);

  section(words.unitSection);
  line(words.object, a.unit.object);
  line(words.building, a.unit.building);
  line(words.floor, String(a.unit.floor));
  line(words.unit, a.unit.number);
  line(words.rooms, String(a.unit.rooms));
  line(words.area, words.areaValue(decimal(a.unit.areaM2)));
  doc.moveDown(0.8);

  section(words.keysSection);
  para(words.keys(a.keysCount));
  doc.moveDown(0.8);

  section(words.metersSection);
  for (const m of HANDOVER_METERS) {
    const value = a.meters[m];
    line(words.meters[m], value === null ? words.notRead : decimal(value));
  }
  doc.moveDown(0.8);

  section(words.defectsSection);
  if (a.defects.length === 0) para(words.noDefects);
  else defectTable(doc, a.defects, words);
  doc.moveDown(0.8);

  if (a.warrantyUntil) para(words.warranty(formatDate(a.warrantyUntil)));
  para(words.cadastre(a.cadastreDays));
  if (a.note) {
    doc.moveDown(0.4);
    line(words.note, a.note);
  }
  doc.moveDown(0.4);
  para(words.closing);
  doc.moveDown(2.5);
  if (doc.y > 720) doc.addPage();
  const y = doc.y;
  doc.font("regular").fontSize(10).text(words.signSeller, 50, y, { width: 240 });
  doc.text(words.signBuyer, 305, y, { width: 240 });
  doc.end();
  return done;
}

/** The defects with their room and deadline, and the seller's promise to fix them. */
function defectTable(
  doc: PDFKit.PDFDocument,
  defects: ActContent["defects"],
  words: Catalogue["documents"]["handoverAct"],
) {
  const x = [50, 80, 330, 430];
  const w = [30, 245, 95, 115];
  const cells = (values: string[], font: "regular" | "bold") => {
    if (doc.y > 760) doc.addPage();
    const y = doc.y + 2;
    doc.font(font).fontSize(9);
    let bottom = y;
    values.forEach((v, i) => {
      doc.text(v, x[i], y, { width: w[i] });
      bottom = Math.max(bottom, doc.y);
    });
    doc.y = bottom;
  };
  cells([words.defectRow, words.defectItem, words.defectRoom, words.defectDeadline], "bold");
  defects.forEach((d, i) => {
    cells(
      [String(i + 1), d.item, d.room ?? "—", d.deadline ? formatDate(d.deadline) : words.noDeadline],
      "regular",
    );
  });
  doc.x = 50;
  doc.moveDown(0.5);
  doc.font("regular").fontSize(10).text(words.defectsClause, { align: "justify" });
}
