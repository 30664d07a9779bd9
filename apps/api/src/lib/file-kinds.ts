/** Uploaded files are told apart by their first bytes, never by what the client claims. */
export interface FileKind {
  type: string;
  ext: string;
  magic: [offset: number, bytes: string][];
}

export const PNG: FileKind = { type: "image/png", ext: "png", magic: [[0, "\x89PNG\r\n\x1a\n"]] };
export const JPEG: FileKind = { type: "image/jpeg", ext: "jpg", magic: [[0, "\xff\xd8\xff"]] };
// A RIFF container holds WAV and AVI too: only the WEBP form type makes it an image.
export const WEBP: FileKind = {
  type: "image/webp",
  ext: "webp",
  magic: [
    [0, "RIFF"],
    [8, "WEBP"],
  ],
};
export const PDF: FileKind = { type: "application/pdf", ext: "pdf", magic: [[0, "%PDF-"]] };

export function sniff(file: Buffer, kinds: readonly FileKind[]): FileKind | undefined {
  return kinds.find((k) =>
    k.magic.every(([offset, bytes]) =>
      file.subarray(offset, offset + bytes.length).equals(Buffer.from(bytes, "latin1")),
    ),
  );
}
