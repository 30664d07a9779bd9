import { acceptOf, type FileProblem, fileProblem } from "../../lib/file-check";

/** What the API takes as an application's paper; it checks again by the bytes. */
export const DOCUMENT_TYPES = ["application/pdf", "image/jpeg", "image/png"] as const;
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_ACCEPT = acceptOf(DOCUMENT_TYPES, [".pdf", ".jpg", ".jpeg", ".png"]);

export const documentProblem = (file: Pick<File, "type" | "size">): FileProblem | null =>
  fileProblem(file, DOCUMENT_TYPES, MAX_DOCUMENT_BYTES);
