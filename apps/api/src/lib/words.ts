import { type Catalogue, DEFAULT_LANGUAGE, type Language, wordsFor } from "@makon/shared";
import type { FastifyRequest } from "fastify";

/**
 * The words of the signed-in user's language (decision 21): what their Excel exports say. The user
 * comes with the session (one lookup per request), so this costs no query.
 */
export async function myWords(request: FastifyRequest): Promise<Catalogue> {
  return wordsFor((await request.authenticate()).language);
}

/**
 * The words of the files' names: downloads keep Latin names whatever the language, so the
 * Content-Disposition header stays plain ASCII and a file saved on any machine keeps its name.
 */
export const fileWords = wordsFor(DEFAULT_LANGUAGE).documents;

/**
 * The words written into shared records (a contract's timeline notes): stored once and read by
 * everyone, they are in the company's language, Uzbek (Latin), not in the writer's.
 */
export const recordWords = wordsFor(DEFAULT_LANGUAGE).documents;

/** A client's document (contract, letter, act) in the language asked for, else the client's own. */
export function documentWords(asked: Language | undefined, clientLanguage: Language): Catalogue {
  return wordsFor(asked ?? clientLanguage);
}
