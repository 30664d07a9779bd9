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
