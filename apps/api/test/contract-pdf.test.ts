import { formatDate, formatMoney, maskPassport } from "@makon/shared";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { describe, expect, it } from "vitest";
import { makeClient, makeFreeUnits, makeSeller, SALES_RIGHTS } from "./helpers/sales-fixtures";
import { savedName } from "./helpers/saved-name";
import { auth, makeUser, useTestApp } from "./helpers/test-app";

// The contract as printed: the text drawn into the PDF, read back, names the
// parties, the unit, the money and the schedule; the buyer's passport is printed in full only for
// someone with the right to see it, masked for anyone else.
const ctx = useTestApp({ resetEach: true });

/** Every line of text on every page of a PDF, as a reader would copy it. */
async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  await pdf.destroy();
  // One plain space between words, whatever way the lines were cut (money's non-breaking ones too).
  return spaced(pages.join("\n"));
}

const spaced = (text: string) => text.replace(/[ \t\u00a0]+/g, " ");
/** A sum as the paper prints it, without the currency. */
const sum = (amount: number) => spaced(formatMoney(amount, false));

/** Each page's lines of text: what they say, where they start and how high on the page (from the bottom). */
async function pdfLines(bytes: Buffer): Promise<{ str: string; x: number; y: number }[][]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
  const pages: { str: string; x: number; y: number }[][] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(
      content.items.flatMap((item) =>
        "str" in item && item.str.trim()
          ? [{ str: item.str, x: item.transform[4], y: item.transform[5] }]
          : [],
      ),
    );
  }
  await pdf.destroy();
  return pages;
}

/** An installment contract made through the API by a seller, as the contract screen makes it. */
async function installment(
  token: string,
  deal: {
    clientId: number;
    unitId: number;
    sellerOrganisationId: number;
    downPayment: number;
    months: number;
  },
) {
  const made = await ctx.app.inject({
    method: "POST",
    url: "/api/shartnoma",
    headers: auth(token),
    payload: { ...deal, paymentType: "installment", date: "2026-11-22" },
  });
  expect(made.statusCode, made.body).toBe(201);
  return made;
}

describe("the contract PDF", () => {
  it("prints the parties, the unit, the money and the schedule; the passport only to the right", async () => {
    const db = ctx.db();
    const seller = await makeUser(ctx.app, db, {
      ...SALES_RIGHTS,
      actions: [...SALES_RIGHTS.actions, "client_passport_view"],
    });
    const reader = await makeUser(ctx.app, db, { pages: ["shartnoma_jarayon"] });
    const org = await makeSeller(db);
    const [unit] = await makeFreeUnits(db, 1);
    const client = await makeClient(ctx.app, seller.token);
    const edit = await ctx.app.inject({
      method: "PATCH",
      url: `/api/client/${client.id}`,
      headers: auth(seller.token),
      payload: { fullName: "Sobirov Alisher Oʻktamovich", passport: "AB1234567" },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const made = await installment(seller.token, {
      clientId: client.id,
      unitId: unit!.id,
      sellerOrganisationId: org.id,
      downPayment: 150_000_000,
      months: 12,
    });
    const k = made.json() as {
      id: number;
      number: string;
      total: number;
      downPayment: number;
      sellerOrganisationName: string;
      schedule: { dueDate: string; amount: number }[];
    };

    const printed = async (token: string) => {
      const res = await ctx.app.inject({ url: `/api/shartnoma/${k.id}/pdf`, headers: auth(token) });
      expect(res.statusCode, res.body).toBe(200);
      return pdfText(res.rawPayload);
    };
    const text = await printed(seller.token);
    expect(text).toContain(k.number);
    expect(text).toContain("Sobirov Alisher Oʻktamovich");
    expect(text).toContain(k.sellerOrganisationName);
    expect(text).toContain(`Xonadon raqami: ${unit!.number}`);
    expect(text).toContain(`Jami summa: ${sum(k.total)}`);
    expect(text).toContain(`Boshlangʻich toʻlov: ${sum(k.downPayment)}`);
    // The schedule: its first and last rows, with their dates and sums.
    for (const row of [k.schedule[0]!, k.schedule.at(-1)!]) {
      expect(text).toContain(`${formatDate(row.dueDate)} ${sum(row.amount)}`);
    }
    expect(text).toContain("Pasport: AB1234567");

    // Someone who may read the contract but not passports gets it masked, like everywhere else.
    const masked = await printed(reader.token);
    expect(masked).not.toContain("AB1234567");
    expect(masked).toContain(maskPassport("AB1234567") ?? "");
    expect(masked).toContain("Sobirov Alisher Oʻktamovich");

    // Saved under what it is and whose, in the paper's language; never under its id.
    const named = async (query: string) =>
      savedName(
        (await ctx.app.inject({ url: `/api/shartnoma/${k.id}/pdf${query}`, headers: auth(seller.token) }))
          .headers["content-disposition"],
      );
    expect(await named("")).toBe(`Shartnoma ${k.number} - Sobirov Alisher Oʻktamovich.pdf`);
    expect(await named("?lang=ru")).toBe(`Договор ${k.number} - Sobirov Alisher Oʻktamovich.pdf`);
  });

  it("runs a long schedule down each page to its foot, never splitting a row between pages", async () => {
    const db = ctx.db();
    const seller = await makeUser(ctx.app, db, SALES_RIGHTS);
    const org = await makeSeller(db);
    const [unit] = await makeFreeUnits(db, 1);
    const client = await makeClient(ctx.app, seller.token);
    const made = await installment(seller.token, {
      clientId: client.id,
      unitId: unit!.id,
      sellerOrganisationId: org.id,
      downPayment: 100_000_000,
      months: 60,
    });
    const k = made.json() as { id: number; schedule: { number: number; dueDate: string }[] };
    const res = await ctx.app.inject({ url: `/api/shartnoma/${k.id}/pdf`, headers: auth(seller.token) });
    const pages = await pdfLines(res.rawPayload);
    // A schedule row: its number at the left, with its date and sum on the same line.
    const rows = pages.map((lines) =>
      lines
        .filter((l) => l.x < 70 && /^\d+$/.test(l.str))
        .map((n) => ({
          number: Number(n.str),
          cells: lines.filter((l) => Math.abs(l.y - n.y) < 1).map((l) => l.str),
          y: n.y,
        })),
    );
    expect(rows.flat().map((r) => r.number)).toEqual(k.schedule.map((r) => r.number));
    for (const [n, page] of rows.entries()) {
      for (const r of page) {
        const due = k.schedule.find((s) => s.number === r.number)!;
        expect(r.cells, `page ${n + 1}`).toEqual([
          String(r.number),
          formatDate(due.dueDate),
          expect.any(String),
        ]);
      }
      // Every page the schedule goes on from runs its rows to the foot (A4, 50 pt margins: the
      // last row within two rows of it), and each page repeats the column titles.
      if (n < rows.length - 1 && page.length)
        expect(Math.min(...page.map((r) => r.y)), `page ${n + 1}`).toBeLessThan(50 + 30);
      if (page.length)
        expect(
          pages[n]!.some((l) => l.str === "Toʻlov muddati"),
          `page ${n + 1}`,
        ).toBe(true);
    }
    expect(rows.filter((page) => page.length).length).toBeGreaterThan(1);
  });
});
