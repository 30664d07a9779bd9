import { apiRequest } from "../api";

/** The file name a Content-Disposition header suggests (RFC 6266: filename* before filename). */
export function filenameFromDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ""));
    } catch {
      // A badly encoded name: fall through to the plain one.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  const name = (plain?.[2] ?? plain?.[1])?.trim();
  return name || undefined;
}

/**
 * Fetches a file with the session's token (a plain link would carry none) and hands it to the
 * browser as a download. The server's suggested name wins; `filename` is the fallback.
 */
export async function downloadFile(url: string, filename: string): Promise<void> {
  const response = await apiRequest(url, { headers: { Accept: "*/*" } });
  const blob = await response.blob();
  const name = filenameFromDisposition(response.headers.get("Content-Disposition")) ?? filename;
  const href = URL.createObjectURL(blob);
  try {
    const link = document.createElement("a");
    link.href = href;
    link.download = name;
    link.rel = "noopener";
    link.style.display = "none";
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Chromium reads the blob when the click is handled; let it finish before the URL goes.
    window.setTimeout(() => URL.revokeObjectURL(href), 10_000);
  }
}
