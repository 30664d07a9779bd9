import {
  type Catalogue,
  formatDate,
  formatPhone,
  HANDOVER_METERS,
  type Language,
  wordsFor,
} from "@makon/shared";
import type { Db } from "../../db/types";
import {
  newPdf,
  type Pdf,
  pdfBuffer,
  pdfDecimal,
  pdfField,
  pdfHeading,
  pdfParagraph,
  pdfSection,
} from "../../lib/pdf";
import { documentWords } from "../../lib/words";
import type { HandoverViewer } from "./handover.access";
import { type ActContent, actContent } from "./handover-pdf-content";

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
  const doc = newPdf({ Title: words.title(a.number), CreationDate: a.createdAt, ModDate: a.createdAt });
  const section = (text: string) => pdfSection(doc, text, 0.3);
  const para = (text: string) => pdfParagraph(doc, text);
  const line = (label: string, value: string | null | undefined) => pdfField(doc, label, value);

  pdfHeading(doc, words.heading, 14, [words.number(a.number), words.date(formatDate(a.date))]);
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
  line(words.area, words.areaValue(pdfDecimal(a.unit.areaM2)));
  doc.moveDown(0.8);

  section(words.keysSection);
  para(words.keys(a.keysCount));
  doc.moveDown(0.8);

  section(words.metersSection);
  for (const m of HANDOVER_METERS) {
    const value = a.meters[m];
    line(words.meters[m], value === null ? words.notRead : pdfDecimal(value));
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
  return pdfBuffer(doc);
}

/** The defects with their room and deadline, and the seller's promise to fix them. */
function defectTable(doc: Pdf, defects: ActContent["defects"], words: Catalogue["documents"]["handoverAct"]) {
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
  pdfParagraph(doc, words.defectsClause);
}
