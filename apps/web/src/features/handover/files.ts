import { acceptOf, type FileProblem, fileProblem } from "../../lib/file-check";

export { SCAN_ACCEPT, scanFileProblem as scanProblem } from "../../lib/files/scan-file";

/** What the API takes as a defect's photo; it checks again by the bytes. */
const PHOTO_TYPES = ["image/jpeg", "image/png"] as const;
const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
export const PHOTO_ACCEPT = acceptOf(PHOTO_TYPES, [".jpg", ".jpeg", ".png"]);

export const photoProblem = (file: Pick<File, "type" | "size">): FileProblem | null =>
  fileProblem(file, PHOTO_TYPES, MAX_PHOTO_BYTES);
