import {
  type Catalogue,
  DEBT_LETTER_PREFIX,
  DEFAULT_LANGUAGE,
  type DebtLetterKind,
  formatDate,
  formatMoney,
  formatPhone,
  isLanguage,
  type Language,
} from "@makon/shared";
import { and, eq, sql } from "drizzle-orm";
import {
  buildings,
  clients,
  contracts,
  debtLetterCounters,
  debtLetters,
  objects,
  units,
} from "../../db/schema";
import type { Db } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { newPdf, pdfBuffer, pdfField, pdfHeading, pdfParagraph, pdfSection } from "../../lib/pdf";
import { assertContractInScope } from "../../lib/record-scope";
import { documentWords } from "../../lib/words";
import { paperSeller, payAccount } from "../organisations";
import type { DebtViewer, LockedCase } from "./debt-case-common";
import { penaltyTermsOf, penaltyWaivedOf, scheduleFigures, sumOverdue } from "./overdue";

/**
 * What a letter says, kept as written: printing it again a month later shows the same figures,
 * names and rows, whatever was paid or edited since. No passport data: a letter needs none.
 */
export interface LetterContent {
  kind: DebtLetterKind;
  number: string;
  date: string;
  deadline: string;
  seller: {
    name: string;
    stir: string;
    address: string | null;
    director: string | null;
    phone: string | null;
    account: { number: string; bank: string; mfo: string } | null;
  } | null;
  debtor: { fullName: string; phone: string; address: string | null };
  contract: { number: string; date: string; object: string; building: string; unit: string };
  rows: {
    number: number;
    dueDate: string;
    amount: number;
    paid: number;
    daysOverdue: number;
    penalty: number;
  }[];
  overdueAmount: number;
  penaltyAccrued: number;
  penaltyWaived: number;
  penalty: number;
  total: number;
}

/**
 * The next number of a kind in a year: one statement that adds to the counter row (or makes it),
 * so parallel letters wait on the row and each gets the next number — no gaps, no repeats, as the
 * transaction that took it commits or gives it back.
 */
async function nextNumber(tx: Db, kind: DebtLetterKind, year: number) {
  const [row] = await tx
    .insert(debtLetterCounters)
    .values({ kind, year, last: 1 })
    .onConflictDoUpdate({
      target: [debtLetterCounters.kind, debtLetterCounters.year],
      set: { last: sql`${debtLetterCounters.last} + 1` },
    })
    .returning({ last: debtLetterCounters.last });
  const seq = row?.last ?? 1;
  return { seq, number: `${DEBT_LETTER_PREFIX[kind]}-${year}-${String(seq).padStart(4, "0")}` };
}

/** The seller, debtor and contract as the letter names them. */
async function parties(tx: Db, contractId: number) {
  const [k] = await tx
    .select({
      number: contracts.number,
      date: contracts.date,
      sellerId: contracts.sellerOrganisationId,
      accountId: contracts.sellerAccountId,
      fullName: clients.fullName,
      phone: clients.phone,
      address: clients.address,
      object: objects.name,
      building: buildings.name,
      unit: units.number,
    })
    .from(contracts)
    .innerJoin(clients, eq(clients.id, contracts.clientId))
    .innerJoin(units, eq(units.id, contracts.unitId))
    .innerJoin(buildings, eq(buildings.id, units.buildingId))
    .innerJoin(objects, eq(objects.id, units.objectId))
    .where(eq(contracts.id, contractId));
  if (!k) throw new AppError("NOT_FOUND", "Contract not found");
  const seller = await paperSeller(tx, k.sellerId);
  const account = await payAccount(tx, k.sellerId, k.accountId);
  return {
    seller: seller ? { ...seller, account: account ?? null } : null,
    debtor: { fullName: k.fullName, phone: k.phone, address: k.address },
    contract: { number: k.number, date: k.date, object: k.object, building: k.building, unit: k.unit },
  };
}

/**
 * Writes a numbered letter for a locked case, in the caller's transaction: the debt as it stands
 * today (overdue rows, penalty less waivers) and the deadline, kept as content.
 */
export async function createLetter(
  tx: Db,
  c: LockedCase,
  kind: DebtLetterKind,
  deadline: string,
  actorId: number,
  today: string,
): Promise<number> {
  // overdueOf's own parts, so the rows printed are the ones summed.
  const terms = await penaltyTermsOf(tx, c.contractId);
  const schedule = await scheduleFigures(tx, c.contractId, today, terms);
  const figures = sumOverdue(schedule, await penaltyWaivedOf(tx, c.contractId));
  // A letter demands an overdue debt: none, no letter.
  if (figures.overdueAmount <= 0) throw new AppError("DEBT_NOT_OVERDUE");
  const rows = schedule.filter((r) => r.overdue);
  const who = await parties(tx, c.contractId);
  const year = Number(today.slice(0, 4));
  const { seq, number } = await nextNumber(tx, kind, year);
  const content: LetterContent = {
    kind,
    number,
    date: today,
    deadline,
    ...who,
    rows: rows.map((r) => ({
      number: r.number,
      dueDate: r.dueDate,
      amount: r.amount,
      paid: r.paid,
      daysOverdue: r.daysOverdue,
      penalty: r.penalty,
    })),
    overdueAmount: figures.overdueAmount,
    penaltyAccrued: figures.penaltyAccrued,
    penaltyWaived: figures.penaltyWaived,
    penalty: figures.penalty,
    total: figures.overdueAmount + figures.penalty,
  };
  const [row] = await tx
    .insert(debtLetters)
    .values({
      caseId: c.id,
      kind,
      number,
      year,
      seq,
      deadline,
      overdueAmount: figures.overdueAmount,
      penalty: figures.penalty,
      content,
      userId: actorId,
    })
    .returning({ id: debtLetters.id });
  if (!row) throw new Error("insert returned nothing");
  return row.id;
}

/**
 * A stored letter of a case (404 for another case's), its contract in the viewer's scope: in the
 * language asked for, else in its client's language today.
 */
export async function letterPdf(
  db: Db,
  viewer: DebtViewer,
  caseId: number,
  letterId: number,
  language?: Language,
): Promise<{ fileName: string; pdf: Buffer }> {
  const [row] = await db
    .select({
      content: debtLetters.content,
      number: debtLetters.number,
      createdAt: debtLetters.createdAt,
      contractId: sql<number>`(select d.contract_id from debt_cases d where d.id = ${debtLetters.caseId})`,
      clientLanguage: sql<string>`(select cl.language from debt_cases d join contracts c on c.id = d.contract_id
        join clients cl on cl.id = c.client_id where d.id = ${debtLetters.caseId})`,
    })
    .from(debtLetters)
    .where(and(eq(debtLetters.id, letterId), eq(debtLetters.caseId, caseId)));
  if (!row) throw new AppError("NOT_FOUND", "Letter not found");
  await assertContractInScope(db, viewer, row.contractId);
  const clientLanguage = isLanguage(row.clientLanguage) ? row.clientLanguage : DEFAULT_LANGUAGE;
  const words = documentWords(language, clientLanguage);
  const content = row.content as LetterContent;
  const files = words.documents.files;
  const fileName = `${files.letter(files.debtLetter[content.kind], row.number, content.debtor.fullName)}.pdf`;
  return { fileName, pdf: await renderLetter(content, row.createdAt, words) };
}

/**
 * Draws a letter from its content alone, in a language's words. The creation date is the
 * letter's own, so the same letter prints to the same bytes every time in a language.
 */
export function renderLetter(l: LetterContent, createdAt: Date, catalogue: Catalogue): Promise<Buffer> {
  const { documents } = catalogue;
  const words = documents.debtLetter;
  const money = (amount: number) => formatMoney(amount, true, documents.currency);
  const doc = newPdf({ Title: words.title(l.number), CreationDate: createdAt, ModDate: createdAt });
  const line = (label: string, value: string | null | undefined) => pdfField(doc, label, value);

  pdfHeading(doc, words.heading[l.kind], 15, [words.number(l.number), words.date(formatDate(l.date))]);

  pdfSection(doc, words.from, 0.2);
  line(documents.contractPdf.seller, l.seller?.name);
  line(words.stir, l.seller?.stir);
  line(words.address, l.seller?.address);
  line(words.phone, l.seller?.phone ? formatPhone(l.seller.phone) : null);
  const acc = l.seller?.account;
  line(words.account, acc ? words.accountValue(acc.number, acc.bank, acc.mfo) : null);
  doc.moveDown(0.5);
  pdfSection(doc, words.to, 0.2);
  line(documents.contractPdf.buyer, l.debtor.fullName);
  line(words.phone, formatPhone(l.debtor.phone));
  line(words.address, l.debtor.address);
  doc.moveDown(1);

  pdfSection(doc, words.greeting(l.debtor.fullName), 0.3);
  pdfParagraph(
    doc,
    words.body(
      l.contract.number,
      formatDate(l.contract.date),
      l.contract.object,
      l.contract.unit,
      formatDate(l.date),
    ),
  ).moveDown(0.5);

  // The overdue rows: number, due date, amount, paid, owed, days, penalty.
  const x = [50, 80, 170, 260, 350, 430, 470];
  const w = [30, 90, 90, 90, 80, 40, 75];
  const cells = (values: string[], font: "regular" | "bold") => {
    if (doc.y > 760) doc.addPage();
    const y = doc.y + 2;
    doc.font(font).fontSize(9);
    values.forEach((v, i) => {
      doc.text(v, x[i], y, { width: w[i], align: i < 2 ? "left" : "right" });
    });
  };
  cells(
    [words.row, words.dueDate, words.amount, words.paid, words.unpaid, words.days, words.penalty],
    "bold",
  );
  for (const r of l.rows)
    cells(
      [
        String(r.number),
        formatDate(r.dueDate),
        formatMoney(r.amount, false),
        formatMoney(r.paid, false),
        formatMoney(r.amount - r.paid, false),
        String(r.daysOverdue),
        formatMoney(r.penalty, false),
      ],
      "regular",
    );
  doc.x = 50;
  doc.moveDown(1);

  line(words.overdueAmount, money(l.overdueAmount));
  line(words.penaltyAccrued, money(l.penaltyAccrued));
  if (l.penaltyWaived > 0) line(words.penaltyWaived, money(l.penaltyWaived));
  line(words.penaltyNet, money(l.penalty));
  line(words.total, money(l.total));
  doc.moveDown(1);
  pdfParagraph(doc, words.demand[l.kind](formatDate(l.deadline)));
  doc.moveDown(3);
  // One signature block: the title once, with the director's name beside the line.
  doc
    .font("regular")
    .fontSize(10)
    .text(words.signs(l.seller?.director ?? null));
  return pdfBuffer(doc);
}
