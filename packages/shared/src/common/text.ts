import { z } from "zod";

/**
 * Control characters no person types: PostgreSQL refuses NUL in text and jsonb outright (a 500
 * before this check), and the others break Excel files, PDFs and logs. Tab, line feed and carriage
 * return stay: notes are written on several lines. Lone surrogates are half a character: they
 * would be stored as U+FFFD, not as sent.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters refused.
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\p{Cs}]/u;

export function hasControlChars(value: string): boolean {
  return CONTROL_CHARS.test(value);
}

/** Text as people type it; chain trim/min/max as a field needs: textSchema.trim().max(300). */
export const textSchema = z.string().refine((v) => !hasControlChars(v), "TEXT_INVALID_CHARS");
