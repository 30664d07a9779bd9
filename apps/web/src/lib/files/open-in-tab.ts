import { i18n } from "../../i18n";
import { apiRequest } from "../api";
import { filenameFromDisposition } from "../excel/download-file";

/**
 * Fills the new tab with the file under its own name: the tab's title and a bar with the name and
 * a link saving it under that name, the file itself below. A tab sent straight to a blob: URL
 * would be titled with the blob's random id, and the viewer would save it under that id.
 */
function showInTab(tab: Window, href: string, name: string): void {
  const d = tab.document;
  d.title = name;
  d.body.style.cssText = "margin:0;display:flex;flex-direction:column;height:100vh;font-family:sans-serif";
  const bar = d.createElement("div");
  bar.style.cssText =
    "display:flex;gap:16px;align-items:center;padding:8px 16px;border-bottom:1px solid #ddd";
  const title = d.createElement("strong");
  title.textContent = name;
  title.setAttribute("data-testid", "file-name");
  const save = d.createElement("a");
  save.href = href;
  save.download = name;
  save.textContent = i18n.t("common:saveFile");
  bar.append(title, save);
  const frame = d.createElement("iframe");
  frame.src = href;
  frame.title = name;
  frame.style.cssText = "flex:1;border:0;width:100%";
  d.body.replaceChildren(bar, frame);
}

/**
 * Fetches a file with the session's token (a plain link would carry none) and shows it in a new
 * tab under the name the server gives it (Content-Disposition). The tab is opened before the fetch
 * so the popup blocker sees the user's click; the object URL lives as long as the tab (it is made
 * in the tab's own window, so closing this one does not take the file away).
 */
export async function openInTab(url: string, accept: string): Promise<void> {
  const tab = window.open("", "_blank");
  try {
    const response = await apiRequest(url, { headers: { Accept: accept }, cache: "no-store" });
    const blob = await response.blob();
    const type = response.headers.get("content-type") ?? blob.type;
    const name = filenameFromDisposition(response.headers.get("Content-Disposition"));
    if (tab && name) {
      const realm = tab as Window & typeof globalThis;
      showInTab(tab, realm.URL.createObjectURL(new realm.Blob([blob], { type })), name);
      return;
    }
    const href = URL.createObjectURL(new Blob([blob], { type }));
    if (tab) tab.location.href = href;
    else window.open(href, "_blank", "noopener");
    window.setTimeout(() => URL.revokeObjectURL(href), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
