import { useParams } from "react-router";
import { BankApplicationScreen, levelOfPage } from "../../features/bank-applications";
import { parseRouteId } from "../../lib/ui/route-id";
import type { ScreenProps } from "../screen-props";

/** /quyi_bank_in/{id}, /yuqori_bank_in/{id} — one application. */
export default function BankApplicationPage({ pageKey }: ScreenProps) {
  const id = parseRouteId(useParams().id);
  const level = levelOfPage(pageKey);
  // A new id is a new application: nothing of the previous one's dialogs survives.
  return <BankApplicationScreen key={`${level}-${id ?? "none"}`} level={level} id={id} />;
}
