import { inflateRawSync } from "node:zlib";

/**
 * Reads a zip archive (an .xlsx is one) from its central directory, refusing archives that would
 * cost more to unpack than they are worth *before* anything is inflated: too many entries, too
 * large declared sizes, absurd compression ratios. Declared sizes can lie, so every entry is also
 * inflated with a hard cap at its declared size. Only the entries asked for are ever inflated.
 */
export type ZipProblem = "ARCHIVE_TOO_LARGE" | "ARCHIVE_TOO_MANY_ENTRIES" | "DAMAGED";

export class ZipRefused extends Error {
  constructor(
    readonly problem: ZipProblem,
    detail: string,
  ) {
    super(detail);
    this.name = "ZipRefused";
  }
}

export interface ZipLimits {
  maxEntries: number;
  /** Declared inflated bytes of all entries together. */
  maxTotalBytes: number;
  /** Declared inflated bytes of one entry. */
  maxEntryBytes: number;
  /**
   * Inflated ÷ compressed above this is a bomb. Real spreadsheets' XML packs 5–30 times;
   * deflate's ceiling is about 1,030. Entries below 1 MiB are exempt: their ratio means nothing.
   */
  maxRatio: number;
}

interface ZipEntry {
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

const EOCD = 0x06054b50;
const EOCD64 = 0x06064b50;
const EOCD64_LOCATOR = 0x07064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
const U16 = 0xffff;
const U32 = 0xffffffff;
const RATIO_FLOOR = 1024 * 1024;

export class ZipArchive {
  private constructor(
    private readonly file: Buffer,
    private readonly entries: Map<string, ZipEntry>,
  ) {}

  static open(file: Buffer, limits: ZipLimits): ZipArchive {
    const { count, cdOffset, cdSize } = readEnd(file);
    if (count > limits.maxEntries)
      throw new ZipRefused("ARCHIVE_TOO_MANY_ENTRIES", `${count} entries (at most ${limits.maxEntries})`);
    if (cdOffset + cdSize > file.length) throw damaged("central directory outside the file");

    const entries = new Map<string, ZipEntry>();
    let total = 0;
    let at = cdOffset;
    for (let i = 0; i < count; i++) {
      if (at + 46 > cdOffset + cdSize || file.readUInt32LE(at) !== CENTRAL)
        throw damaged("bad central entry");
      const flags = file.readUInt16LE(at + 8);
      const nameLength = file.readUInt16LE(at + 28);
      const extraLength = file.readUInt16LE(at + 30);
      const commentLength = file.readUInt16LE(at + 32);
      const name = file.toString("utf8", at + 46, at + 46 + nameLength);
      const entry = withZip64(
        {
          method: file.readUInt16LE(at + 10),
          compressedSize: file.readUInt32LE(at + 20),
          size: file.readUInt32LE(at + 24),
          localOffset: file.readUInt32LE(at + 42),
        },
        file.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength),
      );
      at += 46 + nameLength + extraLength + commentLength;
      if (flags & 1) throw damaged("encrypted entry");
      if (entry.size > limits.maxEntryBytes)
        throw new ZipRefused("ARCHIVE_TOO_LARGE", `${name} unpacks to ${entry.size} bytes`);
      total += entry.size;
      if (total > limits.maxTotalBytes)
        throw new ZipRefused(
          "ARCHIVE_TOO_LARGE",
          `entries unpack to more than ${limits.maxTotalBytes} bytes`,
        );
      if (entry.size > RATIO_FLOOR && entry.size > entry.compressedSize * limits.maxRatio)
        throw new ZipRefused("ARCHIVE_TOO_LARGE", `${name} packs ${entry.size}:${entry.compressedSize}`);
      entries.set(name, entry);
    }
    return new ZipArchive(file, entries);
  }

  has(name: string): boolean {
    return this.entries.has(name);
  }

  /** The entry's bytes, inflated no further than its declared size; undefined if absent. */
  read(name: string): Buffer | undefined {
    const e = this.entries.get(name);
    if (!e) return undefined;
    const f = this.file;
    if (e.localOffset + 30 > f.length || f.readUInt32LE(e.localOffset) !== LOCAL)
      throw damaged(`bad local header of ${name}`);
    const start =
      e.localOffset + 30 + f.readUInt16LE(e.localOffset + 26) + f.readUInt16LE(e.localOffset + 28);
    if (start + e.compressedSize > f.length) throw damaged(`${name} runs past the end`);
    const packed = f.subarray(start, start + e.compressedSize);
    let bytes: Buffer;
    if (e.method === STORED) bytes = Buffer.from(packed);
    else if (e.method === DEFLATED) {
      try {
        bytes = inflateRawSync(packed, { maxOutputLength: Math.max(1, e.size) });
      } catch (err) {
        if ((err as { code?: string }).code === "ERR_BUFFER_TOO_LARGE")
          throw new ZipRefused("ARCHIVE_TOO_LARGE", `${name} unpacks past its declared ${e.size} bytes`);
        throw damaged(`${name} does not inflate`);
      }
    } else throw damaged(`${name} uses compression method ${e.method}`);
    if (bytes.length !== e.size) throw damaged(`${name} is not its declared size`);
    return bytes;
  }
}

function damaged(detail: string) {
  return new ZipRefused("DAMAGED", detail);
}

/** The end-of-central-directory record (zip64's when the classic one overflows). */
function readEnd(file: Buffer): { count: number; cdOffset: number; cdSize: number } {
  // The record is 22 bytes plus a comment of at most 64 KiB, at the very end.
  const lowest = Math.max(0, file.length - 22 - U16);
  let at = file.length - 22;
  while (at >= lowest && file.readUInt32LE(at) !== EOCD) at--;
  if (at < lowest) throw damaged("no end of central directory");
  const count = file.readUInt16LE(at + 10);
  const cdSize = file.readUInt32LE(at + 12);
  const cdOffset = file.readUInt32LE(at + 16);
  if (file.readUInt16LE(at + 4) !== 0 || file.readUInt16LE(at + 8) !== count)
    throw damaged("archive split over disks");
  if (count !== U16 && cdSize !== U32 && cdOffset !== U32) return { count, cdOffset, cdSize };
  const locator = at - 20;
  if (locator < 0 || file.readUInt32LE(locator) !== EOCD64_LOCATOR) throw damaged("zip64 locator missing");
  const end64 = Number(file.readBigUInt64LE(locator + 8));
  if (end64 + 56 > locator || file.readUInt32LE(end64) !== EOCD64) throw damaged("zip64 record missing");
  return {
    count: Number(file.readBigUInt64LE(end64 + 32)),
    cdSize: Number(file.readBigUInt64LE(end64 + 40)),
    cdOffset: Number(file.readBigUInt64LE(end64 + 48)),
  };
}

/** Sizes and offset that overflow 32 bits sit in the zip64 extra field, in this order. */
function withZip64(entry: ZipEntry, extra: Buffer): ZipEntry {
  if (entry.size !== U32 && entry.compressedSize !== U32 && entry.localOffset !== U32) return entry;
  let at = 0;
  while (at + 4 <= extra.length && extra.readUInt16LE(at) !== 1) at += 4 + extra.readUInt16LE(at + 2);
  if (at + 4 > extra.length) throw damaged("zip64 field missing");
  const end = at + 4 + extra.readUInt16LE(at + 2);
  let field = at + 4;
  const next = () => {
    if (field + 8 > end || end > extra.length) throw damaged("zip64 field too short");
    const v = Number(extra.readBigUInt64LE(field));
    field += 8;
    return v;
  };
  const size = entry.size === U32 ? next() : entry.size;
  const compressedSize = entry.compressedSize === U32 ? next() : entry.compressedSize;
  const localOffset = entry.localOffset === U32 ? next() : entry.localOffset;
  return { ...entry, size, compressedSize, localOffset };
}
