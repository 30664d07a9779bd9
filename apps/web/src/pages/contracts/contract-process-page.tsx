import { useParams } from "react-router";
import { ContractProcess } from "../../features/contracts";
import { ContractHandover } from "../../features/handover";
import { parseRouteId } from "../../lib/ui/route-id";

/** /shartnoma_jarayon/{id} — one contract's process, with its handover block (features/handover). */
export default function ContractProcessPage() {
  const id = parseRouteId(useParams().id);
  // A new id is a new contract: nothing of the previous one's dialogs survives.
  return (
    <ContractProcess
      key={id ?? "none"}
      id={id}
      handover={id !== null && <ContractHandover contractId={id} />}
    />
  );
}
