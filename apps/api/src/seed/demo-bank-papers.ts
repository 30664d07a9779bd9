import { REQUIRED_BANK_DOCUMENTS } from "@makon/shared";
import { eq } from "drizzle-orm";
import { bankApplicationComments, bankApplicationDocuments, bankApplications, contracts } from "../db/schema";
import type { Db } from "../db/types";
import { insertStoredFile } from "../lib/file-store";
import { notify } from "../lib/notify";
import { applicationLink, contractLink } from "../modules/bank-applications/bank-moves-common";
import type { DemoStaff } from "./demo-staff";

/** A one-page blank PDF: what a scanned paper stands in for in the demo (no words of ours in it). */
function blankPdf(): Buffer {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets = objects.map((o, i) => {
    const at = body.length;
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
    return at;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const at of offsets) body += `${String(at).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

const COMMENTS = [
  "Mijoz daromad maʼlumotnomasini ertaga olib keladi",
  "Filial hujjatlarni qabul qildi, bosh ofisga yuborildi",
  "Kredit qoʻmitasi majlisi payshanba kuni",
];

/**
 * What the bank desks' work leaves beside the demo's applications: the required papers of every
 * application past "new", a few comments, and the bell's notifications (an employee's assigned
 * applications; a manager's decisions and bank money), as the services would have written them.
 */
export async function seedBankPapers(db: Db, staff: DemoStaff): Promise<void> {
  const rows = await db
    .select({
      id: bankApplications.id,
      level: bankApplications.level,
      status: bankApplications.status,
      assigneeId: bankApplications.assigneeId,
      submittedAt: bankApplications.submittedAt,
      amountApproved: bankApplications.amountApproved,
      fundedAmount: bankApplications.fundedAmount,
      rejectionReason: bankApplications.rejectionReason,
      contractId: contracts.id,
      contractNumber: contracts.number,
      managerId: contracts.managerId,
    })
    .from(bankApplications)
    .innerJoin(contracts, eq(contracts.id, bankApplications.contractId))
    .orderBy(bankApplications.id);
  const pdf = blankPdf();
  for (const [n, app] of rows.entries()) {
    const worker = app.level === "lower" ? staff.bank_lower : staff.bank_upper;
    if (app.submittedAt) {
      for (const kind of REQUIRED_BANK_DOCUMENTS) {
        const key = `bank-doc-${app.id}-${kind}.pdf`;
        await insertStoredFile(db, key, { bytes: pdf, contentType: "application/pdf" });
        await db.insert(bankApplicationDocuments).values({
          applicationId: app.id,
          kind,
          fileKey: key,
          fileName: `${kind}-${app.id}.pdf`,
          contentType: "application/pdf",
          size: pdf.length,
          uploadedById: app.assigneeId ?? worker,
          uploadedAt: app.submittedAt,
        });
      }
    }
    if (n % 3 === 0)
      await db.insert(bankApplicationComments).values({
        applicationId: app.id,
        userId: app.assigneeId ?? worker,
        text: COMMENTS[n % COMMENTS.length]!,
      });
    if (app.assigneeId && ["new", "documents_submitted", "under_review"].includes(app.status))
      await notify(db, null, [
        {
          userId: app.assigneeId,
          kind: "bank_assigned",
          params: { contractNumber: app.contractNumber, level: app.level, applicationId: app.id },
          link: applicationLink(app.level as "lower" | "upper", app.id),
        },
      ]);
    if (!app.managerId) continue;
    if (app.status === "rejected" || (app.status === "approved" && app.level === "lower"))
      await notify(db, null, [
        {
          userId: app.managerId,
          kind: "bank_decided",
          params: {
            contractNumber: app.contractNumber,
            level: app.level,
            status: app.status,
            amount: app.amountApproved,
            reason: app.rejectionReason,
            applicationId: app.id,
          },
          link: contractLink(app.contractId),
        },
      ]);
    if (app.status === "funded")
      await notify(db, null, [
        {
          userId: app.managerId,
          kind: "bank_funded",
          params: { contractNumber: app.contractNumber, amount: app.fundedAmount, applicationId: app.id },
          link: contractLink(app.contractId),
        },
      ]);
  }
}
