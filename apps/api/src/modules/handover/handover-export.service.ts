import {
  type Catalogue,
  formatPhone,
  type HandoverActRow,
  type HandoverAppointmentRow,
  type HandoverDefectRow,
  type HandoverExportQuery,
  type HandoverReadyRow,
} from "@makon/shared";
import type { Db } from "../../db/types";
import { type ExcelColumn, makeXlsx, type XlsxFile } from "../../lib/excel";
import type { ScopedViewer } from "../../lib/record-scope";
import { fileWords } from "../../lib/words";
import { handoverExportRows } from "./handover-list.service";

const DAY = "dd.mm.yyyy";
const day = (value: string | null) => (value === null ? null : new Date(`${value}T00:00:00Z`));

/** The contract, buyer and unit every tab's row names. */
interface Deal {
  contractNumber: string;
  clientName: string;
  clientPhone: string;
  objectName: string;
  buildingName: string;
  unitNumber: string;
}
/** Each tab's columns in a language's words (the catalogue, never written here). */
function tabColumns({ documents }: Catalogue) {
  const words = documents.handoverList;
  const yesNo = (value: boolean) => (value ? documents.yes : documents.no);
  const dealColumns = <T extends Deal>(): ExcelColumn<T>[] => {
    return [
      { header: words.contract, width: 12, value: (r) => r.contractNumber },
      { header: words.client, width: 30, value: (r) => r.clientName },
      { header: words.phone, width: 14, value: (r) => formatPhone(r.clientPhone) },
      { header: words.object, width: 22, value: (r) => r.objectName },
      { header: words.building, width: 10, value: (r) => r.buildingName },
      { header: words.unit, width: 9, value: (r) => r.unitNumber },
    ];
  };

  const ready: ExcelColumn<HandoverReadyRow>[] = [
    ...dealColumns<HandoverReadyRow>(),
    { header: words.contractDate, width: 12, dateFormat: DAY, value: (r) => day(r.contractDate) },
    { header: words.total, width: 16, value: (r) => r.total },
    { header: words.paid, width: 16, value: (r) => r.paid },
    { header: words.paidInFull, width: 10, value: (r) => yesNo(r.paidInFull) },
    { header: words.permitted, width: 10, value: (r) => yesNo(r.permitted) },
    {
      header: words.appointmentAt,
      width: 17,
      value: (r) => (r.appointmentAt ? new Date(r.appointmentAt) : null),
    },
  ];

  const appointments: ExcelColumn<HandoverAppointmentRow>[] = [
    ...dealColumns<HandoverAppointmentRow>(),
    { header: words.appointmentAt, width: 17, value: (r) => new Date(r.scheduledAt) },
    { header: words.status, width: 14, value: (r) => words.statuses[r.status] },
    { header: words.sms, width: 14, value: (r) => words.smsStatuses[r.smsStatus ?? "none"] },
    { header: words.note, width: 30, value: (r) => r.note },
    { header: words.user, width: 22, value: (r) => r.userName },
  ];

  const handed: ExcelColumn<HandoverActRow>[] = [
    { header: words.actNumber, width: 13, value: (r) => r.actNumber },
    { header: words.actDate, width: 12, dateFormat: DAY, value: (r) => day(r.actDate) },
    ...dealColumns<HandoverActRow>(),
    { header: words.keys, width: 9, value: (r) => r.keysCount },
    { header: words.openDefects, width: 10, value: (r) => r.openDefects },
    { header: words.overdueDefects, width: 10, value: (r) => r.overdueDefects },
    { header: words.cadastre, width: 16, value: (r) => words.cadastreStates[r.cadastreState] },
    { header: words.cadastreAppliedAt, width: 12, dateFormat: DAY, value: (r) => day(r.cadastreAppliedAt) },
    { header: words.cadastreNumber, width: 18, value: (r) => r.cadastreNumber },
    { header: words.cadastreDueDate, width: 12, dateFormat: DAY, value: (r) => day(r.cadastreDueDate) },
    { header: words.cadastreOverdue, width: 10, value: (r) => yesNo(r.cadastreOverdue) },
    { header: words.warrantyUntil, width: 12, dateFormat: DAY, value: (r) => day(r.warrantyUntil) },
  ];

  const defects: ExcelColumn<HandoverDefectRow>[] = [
    { header: words.actNumber, width: 13, value: (r) => r.actNumber },
    ...dealColumns<HandoverDefectRow>(),
    { header: words.item, width: 30, value: (r) => r.item },
    { header: words.room, width: 14, value: (r) => r.room },
    { header: words.deadline, width: 12, dateFormat: DAY, value: (r) => day(r.deadline) },
    { header: words.daysOverdue, width: 10, value: (r) => r.daysOverdue },
    { header: words.fixedOn, width: 12, dateFormat: DAY, value: (r) => day(r.fixedOn) },
    { header: words.buyerAccepted, width: 10, value: (r) => yesNo(r.buyerAccepted) },
  ];
  return { ready, appointments, handed, defects };
}

/** One tab's filtered rows, all of them (up to the export limit), as a spreadsheet in the reader's words. */
export async function handoverExport(
  db: Db,
  q: HandoverExportQuery,
  viewer: ScopedViewer,
  words: Catalogue,
): Promise<XlsxFile> {
  const rows = await handoverExportRows(db, q, viewer);
  const file = { name: fileWords.handoverList.files[rows.tab], sheet: words.documents.sheet };
  const columns = tabColumns(words);
  switch (rows.tab) {
    case "ready":
      return makeXlsx(file, rows.items, columns.ready);
    case "appointments":
      return makeXlsx(file, rows.items, columns.appointments);
    case "handed":
      return makeXlsx(file, rows.items, columns.handed);
    case "defects":
      return makeXlsx(file, rows.items, columns.defects);
  }
}
