import { apiJson } from "../api";

interface DecodeTokenAnswer {
  decodeToken: { id: number };
}

/** GET /api/user/decodeToken with the bare token in Authorization (spec §7) → the user's id. */
export async function decodeToken(signal?: AbortSignal): Promise<number> {
  const answer = await apiJson<DecodeTokenAnswer>("/api/user/decodeToken", { auth: "raw", signal });
  return answer.decodeToken.id;
}
