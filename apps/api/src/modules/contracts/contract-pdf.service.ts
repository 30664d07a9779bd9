import { createRequire } from "node:module";
import path from "node:path";
import {
  formatDate,
  formatMoney,
  formatPhone,
  maskPassport,
  maskPinfl,
  PAYMENT_TYPE_NAMES,
} from "@makon/shared";
import { eq } from "drizzle-orm";
import PDFDocument from "pdfkit";
import {
  banks,
  clients,
  entrances,
  floors,
  organisationBankAccounts,
  organisations,
  units,
} from "../../db/schema";
import type { Db } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { contractDetail } from "./contract-create.service";

// DejaVu Sans has every letter of Uzbek Latin, ʻ (U+02BB) and ʼ (U+02BC) included; shipped as
// an npm package, so the PDF looks the same on every server whatever fonts it has.
const fontDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve("dejavu-fonts-ttf/package.json")),
  "ttf",
);
const REGULAR = path.join(fontDir, "DejaVuSans.ttf");
const BOLD = path.join(fontDir, "DejaVuSans-Bold.ttf");

/**
 * The contract and its schedule as a PDF in Uzbek, drawn on the server. Passport data of the
 * buyer is printed in full only for a user with client_passport_view (a signing copy); others
 * get it masked, like everywhere else.
 */
export async function contractPdf(db: Db, id: number, canSeePersonal: boolean): Promise<Buffer> {
  const k = await contractDetail(db, id);
  // A seller who prints only with the buyer's passport: refused before anything is drawn.
  if (k.sellerRequiresPassport && !k.clientHasPassport) throw new AppError("CONTRACT_PASSPORT_REQUIRED");
  const [buyer] = await db.select().from(clients).where(eq(clients.id, k.clientId));
  const [seller] = k.sellerOrganisationId
    ? await db.select().from(organisations).where(eq(organisations.id, k.sellerOrganisationId))
    : [];
  const [account] = k.sellerAccountId
    ? await db
        .select({
          number: organisationBankAccounts.accountNumber,
          mfo: organisationBankAccounts.mfo,
          bank: banks.name,
        })
        .from(organisationBankAccounts)
        .innerJoin(banks, eq(banks.id, organisationBankAccounts.bankId))
        .where(eq(organisationBankAccounts.id, k.sellerAccountId))
    : [];
  const [place] = await db
    .select({ entrance: entrances.number, floor: floors.number })
    .from(floors)
    .innerJoin(entrances, eq(entrances.id, floors.entranceId))
    .innerJoin(units, eq(units.floorId, floors.id))
    .where(eq(units.id, k.unitId));
  if (!buyer) throw new AppError("NOT_FOUND", "Client not found");

  const doc = new PDFDocument({ size: "A4", margin: 50, info: { Title: `Shartnoma ${k.number}` } });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
  doc.registerFont("regular", REGULAR);
  doc.registerFont("bold", BOLD);

  const title = (text: string) => doc.font("bold").fontSize(12).text(text, { align: "center" }).moveDown(0.5);
  const line = (label: string, value: string | null | undefined) =>
    doc
      .font("bold")
      .fontSize(10)
      .text(`${label}: `, { continued: true })
      .font("regular")
      .text(value || "—");

  doc.font("bold").fontSize(15).text(`OLDI-SOTDI SHARTNOMASI № ${k.number}`, { align: "center" });
  doc
    .font("regular")
    .fontSize(10)
    .text(`Sana: ${formatDate(k.date)}`, { align: "center" })
    .moveDown(1);

  title("1. Tomonlar");
  line("Sotuvchi", seller?.name);
  line("STIR", seller?.stir);
  line("Manzil", seller?.address);
  line("Rahbar", seller?.director);
  line("Hisob raqami", account ? `${account.number} (${account.bank}, MFO ${account.mfo})` : null);
  doc.moveDown(0.5);
  line("Xaridor", buyer.fullName);
  line("Telefon", formatPhone(buyer.phone));
  line("Pasport", canSeePersonal ? buyer.passport : maskPassport(buyer.passport));
  line("JShShIR", canSeePersonal ? buyer.pinfl : maskPinfl(buyer.pinfl));
  line("Manzil", buyer.address);
  doc.moveDown(1);

  title("2. Shartnoma predmeti");
  line("Obyekt", k.objectName);
  line("Bino", k.buildingName);
  line("Podyezd, qavat", place ? `${place.entrance}-podyezd, ${place.floor}-qavat` : null);
  line("Xonadon raqami", k.unitNumber);
  line("Maydon", `${k.areaM2.toLocaleString("uz-UZ")} m²`);
  doc.moveDown(1);

  title("3. Narx va toʻlov tartibi");
  line("1 m² narxi", formatMoney(k.pricePerM2));
  line("Chegirma", formatMoney(k.discount));
  line("Jami summa", formatMoney(k.total));
  line("Toʻlov turi", PAYMENT_TYPE_NAMES[k.paymentType]);
  line("Boshlangʻich toʻlov", formatMoney(k.downPayment));
  if (k.paymentType === "installment") line("Muddat", `${k.months} oy`);
  doc.moveDown(1);

  if (k.schedule.length) {
    title("4. Toʻlov jadvali");
    const x = [60, 110, 260];
    doc.font("bold").fontSize(10);
    const headY = doc.y;
    doc
      .text("№", x[0], headY)
      .text("Toʻlov muddati", x[1], headY)
      .text("Summa", x[2], headY, { width: 150, align: "right" });
    doc.font("regular");
    for (const row of k.schedule) {
      if (doc.y > 760) doc.addPage();
      const y = doc.y + 2;
      doc
        .text(String(row.number), x[0], y)
        .text(formatDate(row.dueDate), x[1], y)
        .text(formatMoney(row.amount), x[2], y, { width: 150, align: "right" });
    }
    doc.x = 50;
    doc.moveDown(1);
  }

  doc.font("regular").fontSize(10);
  doc.moveDown(2);
  const y = doc.y;
  doc.text("Sotuvchi: ____________________", 50, y).text("Xaridor: ____________________", 320, y);
  doc.end();
  return done;
}
