import { decode, Parser } from "saxen";
import { ZipRefused } from "./zip";

export interface XmlHandlers {
  /** `name` without its namespace prefix; attribute values are decoded, keys keep their prefix. */
  open?(name: string, attrs: () => Record<string, string>): void;
  close?(name: string): void;
  text?(text: string): void;
}

/**
 * Walks an XML document of the spreadsheet, element names stripped of prefixes: writers use
 * `x:row` as well as `row`. Returns a stop function for the handlers to end the walk early.
 * A malformed document is a damaged file.
 */
export function walkXml(xml: string, handlers: (stop: () => void) => XmlHandlers): void {
  const parser = new Parser();
  const h = handlers(() => parser.stop());
  const local = (name: string) => name.slice(name.indexOf(":") + 1);
  if (h.open) {
    const open = h.open;
    parser.on("openTag", (name, attrs) => {
      // saxen hands back the same object on every call: decode it once.
      let decoded: Record<string, string> | undefined;
      open(local(name), () => {
        if (!decoded) {
          decoded = attrs();
          for (const k of Object.keys(decoded)) decoded[k] = decode(decoded[k] ?? "");
        }
        return decoded;
      });
    });
  }
  if (h.close) {
    const close = h.close;
    parser.on("closeTag", (name) => close(local(name)));
  }
  if (h.text) {
    const text = h.text;
    parser.on("text", (value) => text(decode(value)));
    parser.on("cdata", (value) => text(value));
  }
  parser.on("error", (err) => {
    throw new ZipRefused("DAMAGED", `malformed XML: ${err.message}`);
  });
  parser.parse(xml);
}

/** An attribute by its local name (`r:id` → `id`), whatever prefix the writer chose. */
export function attr(attrs: Record<string, string>, name: string): string | undefined {
  if (name in attrs) return attrs[name];
  const key = Object.keys(attrs).find((k) => k.endsWith(`:${name}`));
  return key === undefined ? undefined : attrs[key];
}
