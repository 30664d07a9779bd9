import type { Language } from "@makon/shared";

/**
 * A printed paper's address in a language (`?lang=`): the contract, a debt letter, the handover
 * act. Without a language the server prints in the client's own.
 */
export function documentUrl(path: string, language?: Language): string {
  return language ? `${path}?lang=${encodeURIComponent(language)}` : path;
}
