import { apiJson } from "../api";

interface DecodeTokenAnswer {
  decodeToken: { id: number };
}

/**
 * GET /api/user/decodeToken with the bare token in Authorization → the user's id
 * (docs/product.md, Compatibility calls).
 */
export async function decodeToken(signal?: AbortSignal): Promise<number> {
  const answer = await apiJson<DecodeTokenAnswer>("/api/user/decodeToken", { auth: "raw", signal });
  return answer.decodeToken.id;
}
