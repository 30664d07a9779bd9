import { apiRequest } from "../api";

/**
 * Fetches a file with the session's token (a plain link would carry none) and shows it in a new
 * tab from an object URL. The tab is opened before the fetch so the popup blocker sees the user's
 * click; the URL is revoked once the tab has had time to read it.
 */
export async function openInTab(url: string, accept: string): Promise<void> {
  const tab = window.open("", "_blank");
  try {
    const response = await apiRequest(url, { headers: { Accept: accept }, cache: "no-store" });
    const blob = await response.blob();
    const type = response.headers.get("content-type") ?? blob.type;
    const href = URL.createObjectURL(new Blob([blob], { type }));
    if (tab) tab.location.href = href;
    else window.open(href, "_blank", "noopener");
    window.setTimeout(() => URL.revokeObjectURL(href), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
