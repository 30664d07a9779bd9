import { useParams } from "react-router";
import { ContractProcess } from "../../features/contracts";

/** A route id: a positive whole number, or null for anything else. */
function parseId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/** /shartnoma_jarayon/{id} — one contract's process. */
export default function ContractProcessPage() {
  const id = parseId(useParams().id);
  // A new id is a new contract: nothing of the previous one's dialogs survives.
  return <ContractProcess key={id ?? "none"} id={id} />;
}
