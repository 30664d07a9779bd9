import { walkXml } from "./xml";

/**
 * Which cell styles show a number as a date. Excel stores dates as day numbers; a value the
 * user typed as "1/2" must not reach an importer as the number 44928, so such cells are read as
 * dates, as read-excel-file did (the rules below follow its isDateFormatStyle).
 */
export type DateStyles = (styleIndex: number) => boolean | undefined;

// Built-in date formats: locale-independent, CJK and Thai ids of ECMA-376 §18.8.30.
const BUILT_IN_DATE_IDS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54,
  55, 56, 57, 58, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81,
]);
const DATE_TOKENS = new Set(
  "s ss m mm h hh am pm a p d dd ddd dddd aaa aaaa aaaaa mmm mmmm mmmmm y yy yyyy e ee eeee".split(" "),
);

/** True when every token of some section of the format is a date or time token. */
export function isDateTemplate(template: string): boolean {
  return template
    .toLowerCase()
    .replace(/;@$/, "")
    .replace(/\\./g, " ")
    .split(";")
    .some((section) => {
      const tokens = section
        .replace(/"[^"]*"/g, " ")
        .replace(/(\[?[smhd]{1,2}\]?)[.,]00?0?/g, "$1")
        .replace(/\[([smhd]{1,2})\]/g, "$1")
        .replace(/\[[^\]]*\]/g, "")
        .split(/[^a-z0#?%]+/)
        .filter(Boolean);
      return tokens.length > 0 && tokens.every((t) => DATE_TOKENS.has(t));
    });
}

/**
 * Reads styles.xml: for each cell style (the `s` of a cell), whether it is a date format;
 * undefined for a style that does not exist.
 */
export function readDateStyles(xml: string | undefined): DateStyles {
  if (xml === undefined) return () => undefined;
  const templates = new Map<number, string>();
  const base: (number | undefined)[] = [];
  const cells: { fmt: number | undefined; xfId: number | undefined }[] = [];
  let section: "cellStyleXfs" | "cellXfs" | null = null;
  walkXml(xml, () => ({
    open(name, attrs) {
      if (name === "numFmt") {
        const id = Number(attrs().numFmtId);
        const code = attrs().formatCode;
        if (id >= 100 && code !== undefined) templates.set(id, code);
      } else if (name === "cellStyleXfs" || name === "cellXfs") section = name;
      else if (name === "xf" && section) {
        const a = attrs();
        const fmt = a.numFmtId === undefined ? undefined : Number(a.numFmtId);
        if (section === "cellStyleXfs") base.push(fmt);
        else cells.push({ fmt, xfId: a.xfId === undefined ? undefined : Number(a.xfId) });
      }
    },
    close(name) {
      if (name === section) section = null;
    },
  }));
  const isDate = cells.map(({ fmt, xfId }) => {
    const id = fmt ?? (xfId === undefined ? undefined : base[xfId]);
    if (id === undefined) return false;
    const template = templates.get(id);
    return BUILT_IN_DATE_IDS.has(id) || (template !== undefined && isDateTemplate(template));
  });
  return (i) => isDate[i];
}
