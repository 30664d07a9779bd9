export type FileProblem = "wrongType" | "tooLarge" | "emptyFile";

/** The file picker's filter: MIME types and the extensions people's files carry. */
export const acceptOf = (types: readonly string[], extensions: readonly string[]) =>
  [...types, ...extensions].join(",");

/**
 * Why a chosen file cannot be sent, or null when it can: checked before any upload starts (the
 * API checks again by the bytes).
 */
export function fileProblem(
  file: Pick<File, "type" | "size">,
  types: readonly string[],
  maxBytes: number,
): FileProblem | null {
  if (!types.includes(file.type)) return "wrongType";
  if (file.size === 0) return "emptyFile";
  if (file.size > maxBytes) return "tooLarge";
  return null;
}
