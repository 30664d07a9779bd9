import type { Language, UserLanguageBody } from "@makon/shared";
import { apiRequest } from "../api";

/** PATCH /api/user/me/language → 204: the signed-in user's language, kept for their next sign-in. */
export async function saveMyLanguage(language: Language): Promise<void> {
  const body: UserLanguageBody = { language };
  await apiRequest("/api/user/me/language", { method: "PATCH", body });
}
