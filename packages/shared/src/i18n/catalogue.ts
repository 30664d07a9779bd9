import type { Language, Words } from "./languages";
import { documentsRu } from "./ru/documents";
import { enumsRu } from "./ru/enums";
import { type DocumentWords, documentsUz } from "./uz/documents";
import { type EnumWords, enumsUz } from "./uz/enums";
import { documentsUzCyrl, enumsUzCyrl } from "./uz-Cyrl";

/**
 * The words the API writes into files and messages people read — Excel exports, PDFs, SMS — in
 * one language: the documents (headers, PDF text, letters) and the enums' names.
 */
export interface Catalogue {
  readonly documents: Words<DocumentWords>;
  readonly enums: Words<EnumWords>;
}

const CATALOGUES: Record<Language, Catalogue> = {
  uz: { documents: documentsUz, enums: enumsUz },
  "uz-Cyrl": { documents: documentsUzCyrl, enums: enumsUzCyrl },
  ru: { documents: documentsRu, enums: enumsRu },
};

/** The catalogue of a language (Uzbek Latin for anything unknown, as everywhere else). */
export function wordsFor(language: Language): Catalogue {
  return CATALOGUES[language] ?? CATALOGUES.uz;
}
