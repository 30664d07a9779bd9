import {
  type AppointmentRescheduleBody,
  type HandoverCreateBody,
  type HandoverDefectFixBody,
  type HandoverMeters,
  type HandoverPatchBody,
  tashkentInstant,
} from "@makon/shared";
import type { Dayjs } from "dayjs";

const DAY = "YYYY-MM-DD";
const day = (d: Dayjs | null | undefined) => (d ? d.format(DAY) : null);
/** Blank text is no text: the API keeps null, not "". */
const text = (s: string | null | undefined) => {
  const v = s?.trim();
  return v ? v : null;
};
const reading = (n: number | null | undefined) => (typeof n === "number" ? n : null);

/** A defect row of the act form; rows left without an item are dropped. */
export interface DefectRowValues {
  item?: string;
  room?: string;
  deadline?: Dayjs | null;
}

/** The act form's values as antd keeps them. */
export interface ActFormValues {
  actDate: Dayjs;
  keysCount: number | null;
  electricity?: number | null;
  gas?: number | null;
  water?: number | null;
  defects?: DefectRowValues[];
  note?: string;
}

export function metersOf(v: Pick<ActFormValues, "electricity" | "gas" | "water">): HandoverMeters {
  return { electricity: reading(v.electricity), gas: reading(v.gas), water: reading(v.water) };
}

export function defectsOf(rows: readonly DefectRowValues[] | undefined) {
  return (rows ?? [])
    .filter((r) => text(r.item) !== null)
    .map((r) => ({ item: text(r.item)!, room: text(r.room), deadline: day(r.deadline) }));
}

/** POST /api/topshiruv. */
export function actBody(contractId: number, v: ActFormValues): HandoverCreateBody {
  return {
    contractId,
    actDate: v.actDate.format(DAY),
    keysCount: v.keysCount ?? 0,
    meters: metersOf(v),
    defects: defectsOf(v.defects),
    note: text(v.note),
  };
}

/** The act drawer's edit: keys, readings and the note (PATCH /api/topshiruv/{id}). */
export function editBody(v: Omit<ActFormValues, "actDate" | "defects">): HandoverPatchBody {
  return { keysCount: v.keysCount ?? 0, meters: metersOf(v), note: text(v.note) };
}

export interface CadastreFormValues {
  appliedAt?: Dayjs | null;
  number?: string;
  registeredAt?: Dayjs | null;
}

/** The cadastre block's save: an emptied field clears it (PATCH /api/topshiruv/{id}). */
export function cadastreBody(v: CadastreFormValues): HandoverPatchBody {
  return {
    cadastreAppliedAt: day(v.appliedAt),
    cadastreNumber: text(v.number),
    cadastreRegisteredAt: day(v.registeredAt),
  };
}

export interface AppointmentFormValues {
  date: Dayjs;
  time: Dayjs;
  note?: string;
  sms: boolean;
}

/** The picked day and time are Tashkent's wall clock, whatever the browser's zone. */
export function appointmentBody(v: AppointmentFormValues): AppointmentRescheduleBody {
  const wallClock = `${v.date.format(DAY)}T${v.time.format("HH:mm")}`;
  return { scheduledAt: tashkentInstant(wallClock).toISOString(), note: text(v.note), sms: v.sms };
}

export interface FixFormValues {
  fixedOn: Dayjs;
  buyerAccepted?: boolean;
  note?: string;
}

export function fixBody(v: FixFormValues): HandoverDefectFixBody {
  return { fixedOn: v.fixedOn.format(DAY), buyerAccepted: v.buyerAccepted ?? false, note: text(v.note) };
}
