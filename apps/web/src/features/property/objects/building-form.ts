import { BUILD_STATUSES, type BuildingAbout, type BuildStatus, type UpdateBuildingBody } from "@makon/shared";
import dayjs, { type Dayjs } from "dayjs";

/** What the building's edit form holds; the date is a dayjs value for antd's DatePicker. */
export interface BuildingFormValues {
  name: string;
  buildStatus: BuildStatus;
  completionDate: Dayjs | null;
  bankApproved: boolean;
}

export const BUILDING_NAME_MAX = 60;

export const isBuildStatus = (value: unknown): value is BuildStatus =>
  typeof value === "string" && (BUILD_STATUSES as readonly string[]).includes(value);

export function toBuildingFormValues(b: BuildingAbout): BuildingFormValues {
  return {
    name: b.name,
    buildStatus: isBuildStatus(b.buildStatus) ? b.buildStatus : "planned",
    completionDate: b.completionDate ? dayjs(b.completionDate) : null,
    bankApproved: b.bankApproved,
  };
}

/** The PATCH body: only what differs from the saved building (may be empty: nothing to send). */
export function toUpdateBuildingBody(values: BuildingFormValues, saved: BuildingAbout): UpdateBuildingBody {
  const body: UpdateBuildingBody = {};
  const name = values.name.trim();
  if (name !== saved.name) body.name = name;
  if (values.buildStatus !== saved.buildStatus) body.buildStatus = values.buildStatus;
  const date = values.completionDate ? values.completionDate.format("YYYY-MM-DD") : null;
  if (date !== (saved.completionDate ?? null)) body.completionDate = date;
  if (values.bankApproved !== saved.bankApproved) body.bankApproved = values.bankApproved;
  return body;
}
