import { createDeflateRaw, deflateRawSync } from "node:zlib";

/** Hand-built zip archives for the upload tests: honest ones, and ones that lie. */
export interface ZipPart {
  name: string;
  /** Deflated bytes and their true size and CRC (from `deflated`), or plain bytes to deflate here. */
  data: Buffer | Deflated;
  /** What the central directory claims the entry unpacks to (default: the truth). */
  declaredSize?: number;
}

export interface Deflated {
  packed: Buffer;
  size: number;
  crc: number;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer, start = 0xffffffff): number {
  let c = start;
  for (let i = 0; i < bytes.length; i++)
    c = (CRC_TABLE[(c ^ (bytes[i] as number)) & 0xff] as number) ^ (c >>> 8);
  return c;
}

/** `head`, then `chunk` `times` times, then `tail`, deflated as one stream without holding it whole. */
export async function deflated(head: string, chunk: Buffer, times: number, tail: string): Promise<Deflated> {
  const z = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  z.on("data", (b: Buffer) => out.push(b));
  const done = new Promise((resolve) => z.on("end", resolve));
  let crc = crc32(Buffer.from(head));
  z.write(head);
  for (let i = 0; i < times; i++) {
    crc = crc32(chunk, crc);
    if (!z.write(chunk)) await new Promise((resolve) => z.once("drain", resolve));
  }
  crc = crc32(Buffer.from(tail), crc);
  z.end(tail);
  await done;
  return {
    packed: Buffer.concat(out),
    size: head.length + chunk.length * times + tail.length,
    crc: (crc ^ 0xffffffff) >>> 0,
  };
}

export function buildZip(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const d = Buffer.isBuffer(part.data)
      ? {
          packed: deflateRawSync(part.data),
          size: part.data.length,
          crc: (crc32(part.data) ^ 0xffffffff) >>> 0,
        }
      : part.data;
    const name = Buffer.from(part.name);
    const size = part.declaredSize ?? d.size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(d.crc, 14);
    local.writeUInt32LE(d.packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(d.crc, 16);
    central.writeUInt32LE(d.packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, d.packed);
    centrals.push(central, name);
    offset += local.length + name.length + d.packed.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`;

export const SHEET_HEAD = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>`;
export const SHEET_TAIL = "</sheetData></worksheet>";

/** A minimal .xlsx whose first sheet is `sheet` (its XML, or already deflated); more parts may follow. */
export function xlsxWith(
  sheet: ZipPart["data"],
  opts: { declaredSize?: number; extra?: ZipPart[] } = {},
): Buffer {
  return buildZip([
    { name: "[Content_Types].xml", data: Buffer.from(CONTENT_TYPES) },
    { name: "_rels/.rels", data: Buffer.from(ROOT_RELS) },
    { name: "xl/workbook.xml", data: Buffer.from(WORKBOOK) },
    { name: "xl/_rels/workbook.xml.rels", data: Buffer.from(WORKBOOK_RELS) },
    {
      name: "xl/worksheets/sheet1.xml",
      data: sheet,
      ...(opts.declaredSize === undefined ? {} : { declaredSize: opts.declaredSize }),
    },
    ...(opts.extra ?? []),
  ]);
}

/**
 * A valid .xlsx of about 300 KB whose one sheet inflates to `mb` MB: a single inline-string cell
 * of the letter a, over and over (deflate packs it about 1,000 to 1).
 */
export async function hostileXlsx(mb: number, opts: { declaredSize?: number } = {}): Promise<Buffer> {
  const sheet = await deflated(
    `${SHEET_HEAD}<row r="1"><c r="A1" t="inlineStr"><is><t>`,
    Buffer.alloc(1024 * 1024, "a"),
    mb,
    `</t></is></c></row>${SHEET_TAIL}`,
  );
  return xlsxWith(sheet, opts);
}

/** A sheet XML of `rows` rows of `cells` (inline strings and numbers as given). */
export function sheetXml(rows: (string | number)[][]): string {
  const body = rows
    .map(
      (cells, i) =>
        `<row r="${i + 1}">${cells
          .map((v, j) => {
            const ref = `${String.fromCharCode(65 + j)}${i + 1}`;
            return typeof v === "number"
              ? `<c r="${ref}"><v>${v}</v></c>`
              : `<c r="${ref}" t="inlineStr"><is><t>${v}</t></is></c>`;
          })
          .join("")}</row>`,
    )
    .join("");
  return `${SHEET_HEAD}${body}${SHEET_TAIL}`;
}
