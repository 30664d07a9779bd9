import { formatDate, formatMoney, formatPhone, type Language, maskPassport, maskPinfl } from "@makon/shared";
import { eq } from "drizzle-orm";
import { clients, entrances, floors, organisations, units } from "../../db/schema";
import type { Db } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { newPdf, pdfBuffer, pdfDecimal, pdfField, pdfHeading } from "../../lib/pdf";
import { documentWords } from "../../lib/words";
import { payAccount } from "../organisations";
import { contractDetail } from "./contract-create.service";

/**
 * The contract and its schedule as a PDF, drawn on the server: in the language asked for, else in
 * the client's. Names and addresses are printed as typed. Passport data of the buyer is printed in
 * full only for a user with client_passport_view (a signing copy); others get it masked, like
 * everywhere else.
 */
export async function contractPdf(
  db: Db,
  id: number,
  canSeePersonal: boolean,
  language?: Language,
): Promise<{ pdf: Buffer; fileName: string }> {
  const k = await contractDetail(db, id);
  // A seller who prints only with the buyer's passport: refused before anything is drawn.
  if (k.sellerRequiresPassport && !k.clientHasPassport) throw new AppError("CONTRACT_PASSPORT_REQUIRED");
  const [buyer] = await db.select().from(clients).where(eq(clients.id, k.clientId));
  const [seller] = k.sellerOrganisationId
    ? await db.select().from(organisations).where(eq(organisations.id, k.sellerOrganisationId))
    : [];
  const account = await payAccount(db, k.sellerOrganisationId, k.sellerAccountId);
  const [place] = await db
    .select({ entrance: entrances.number, floor: floors.number })
    .from(floors)
    .innerJoin(entrances, eq(entrances.id, floors.entranceId))
    .innerJoin(units, eq(units.floorId, floors.id))
    .where(eq(units.id, k.unitId));
  if (!buyer) throw new AppError("NOT_FOUND", "Client not found");
  // The contract's words (the catalogue, never written here).
  const { documents, enums } = documentWords(language, buyer.language);
  const words = documents.contractPdf;
  const fileName = `${documents.files.contract(k.number, buyer.fullName)}.pdf`;
  const money = (amount: number) => formatMoney(amount, true, documents.currency);

  const doc = newPdf({ Title: words.title(k.number) });
  const title = (text: string) => doc.font("bold").fontSize(12).text(text, { align: "center" }).moveDown(0.5);
  const line = (label: string, value: string | null | undefined) => pdfField(doc, label, value);

  pdfHeading(doc, words.heading(k.number), 15, [words.date(formatDate(k.date))]);

  title(words.parties);
  line(words.seller, seller?.name);
  line(words.stir, seller?.stir);
  line(words.address, seller?.address);
  line(words.director, seller?.director);
  line(words.account, account ? words.accountValue(account.number, account.bank, account.mfo) : null);
  doc.moveDown(0.5);
  line(words.buyer, buyer.fullName);
  line(words.phone, formatPhone(buyer.phone));
  line(words.passport, canSeePersonal ? buyer.passport : maskPassport(buyer.passport));
  line(words.pinfl, canSeePersonal ? buyer.pinfl : maskPinfl(buyer.pinfl));
  line(words.address, buyer.address);
  doc.moveDown(1);

  title(words.subject);
  line(words.object, k.objectName);
  line(words.building, k.buildingName);
  line(words.place, place ? words.placeValue(place.entrance, place.floor) : null);
  line(words.unit, k.unitNumber);
  line(words.area, words.areaValue(pdfDecimal(k.areaM2)));
  doc.moveDown(1);

  title(words.price);
  line(words.pricePerM2, money(k.pricePerM2));
  line(words.discount, money(k.discount));
  line(words.total, money(k.total));
  line(words.paymentType, enums.paymentType[k.paymentType]);
  line(words.downPayment, money(k.downPayment));
  if (k.paymentType === "installment") line(words.term, words.months(k.months));
  doc.moveDown(1);

  if (k.schedule.length) {
    title(words.schedule);
    const x = [60, 110, 260];
    // A row is placed only where it fits whole, measured against the page's own foot: pdfkit
    // would otherwise break the page inside a row, moving its first cell and leaving the others.
    const rowHeight = doc.font("regular").fontSize(10).currentLineHeight(true) + 2;
    const head = () => {
      doc.font("bold").fontSize(10);
      const y = doc.y;
      doc
        .text(words.row, x[0], y)
        .text(words.dueDate, x[1], y)
        .text(words.amount, x[2], y, { width: 150, align: "right" });
      doc.font("regular");
    };
    head();
    for (const row of k.schedule) {
      if (doc.y + rowHeight > doc.page.maxY()) {
        doc.addPage();
        head(); // each page of the schedule says what its columns are
      }
      const y = doc.y + 2;
      doc
        .text(String(row.number), x[0], y)
        .text(formatDate(row.dueDate), x[1], y)
        .text(money(row.amount), x[2], y, { width: 150, align: "right" });
    }
    doc.x = 50;
    doc.moveDown(1);
  }

  doc.font("regular").fontSize(10);
  doc.moveDown(2);
  // The signatures stay on one line: a page of their own rather than split across two.
  if (doc.y + doc.currentLineHeight(true) > doc.page.maxY()) doc.addPage();
  const y = doc.y;
  doc.text(words.sellerSigns, 50, y).text(words.buyerSigns, 320, y);
  return { pdf: await pdfBuffer(doc), fileName };
}
