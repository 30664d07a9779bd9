import { apiRequest } from "../../../lib/api";

/**
 * GET /api/shartnoma/{id}/pdf with the session's token (a plain link would carry none), shown
 * in a new tab from an object URL. The tab is opened before the fetch so the popup blocker sees
 * the user's click; the URL is revoked once the tab has had time to read it.
 */
export async function openContractPdf(id: number): Promise<void> {
  const tab = window.open("", "_blank");
  try {
    const response = await apiRequest(`/api/shartnoma/${id}/pdf`, {
      headers: { Accept: "application/pdf" },
      cache: "no-store",
    });
    const blob = await response.blob();
    const href = URL.createObjectURL(new Blob([blob], { type: "application/pdf" }));
    if (tab) tab.location.href = href;
    else window.open(href, "_blank", "noopener");
    window.setTimeout(() => URL.revokeObjectURL(href), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
