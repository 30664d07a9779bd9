import { useMutation } from "@tanstack/react-query";
import { downloadFile } from "../../../lib/excel";
import { type OrganisationFilters, organisationQuery } from "../organisation-query";

export interface ExportOrganisationsInput {
  filters: OrganisationFilters;
  /** Used when the server suggests no name. */
  filename: string;
}

/** GET /api/tashkilot/export with the table's filters → an .xlsx download. */
export function exportOrganisations({ filters, filename }: ExportOrganisationsInput): Promise<void> {
  return downloadFile(`/api/tashkilot/export?${organisationQuery(filters, false)}`, filename);
}

export function useExportOrganisations() {
  return useMutation({ mutationFn: exportOrganisations });
}
