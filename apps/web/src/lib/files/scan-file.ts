import { acceptOf, type FileProblem, fileProblem } from "../file-check";

/** What the API takes as a signed scan (of a contract or a handover act); it checks again by the bytes. */
export const SCAN_TYPES = ["application/pdf", "image/jpeg", "image/png"] as const;
export const MAX_SCAN_BYTES = 10 * 1024 * 1024;
export const SCAN_ACCEPT = acceptOf(SCAN_TYPES, [".pdf", ".jpg", ".jpeg", ".png"]);

export const scanFileProblem = (file: Pick<File, "type" | "size">): FileProblem | null =>
  fileProblem(file, SCAN_TYPES, MAX_SCAN_BYTES);
