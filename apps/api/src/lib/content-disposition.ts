import type { FastifyReply } from "fastify";

/**
 * A Content-Disposition header naming a file people save (decision 48): the human name in full
 * as RFC 6266's filename* (UTF-8, so an Uzbek or Russian name survives), and a plain ASCII
 * fallback for the rare client that reads only filename. Characters a file system refuses are
 * dropped from both.
 */
export function contentDisposition(name: string, kind: "inline" | "attachment" = "inline"): string {
  const clean =
    name
      .replace(/[\\/:*?"<>|]+/g, " ")
      .replace(/\p{Cc}+/gu, " ")
      .replace(/\s+/g, " ")
      .trim() || "file";
  const ascii =
    clean
      .normalize("NFKD")
      .replace(/[^\x20-\x7e]/g, "")
      .replace(/\s+/g, " ")
      .trim() || "file";
  const encoded = encodeURIComponent(clean).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** The extension a stored file's type is saved with. */
export function extensionOf(contentType: string): string {
  if (contentType === "application/pdf") return "pdf";
  if (contentType === "image/png") return "png";
  if (contentType === "image/jpeg") return "jpg";
  return "bin";
}

/**
 * Sends a file people read or save (a drawn PDF, a stored scan or photo) under its human name,
 * never cached: it may be replaced, and it is a person's paper.
 */
export function sendDocument(reply: FastifyReply, doc: { type: string; name: string; file: Buffer }) {
  return reply
    .type(doc.type)
    .header("content-disposition", contentDisposition(doc.name))
    .header("cache-control", "no-store")
    .send(doc.file);
}

/** Sends a drawn PDF (a contract, an act, a letter) under its file name (sendDocument). */
export const sendPdf = (reply: FastifyReply, drawn: { fileName: string; pdf: Buffer }) =>
  sendDocument(reply, { type: "application/pdf", name: drawn.fileName, file: drawn.pdf });
