import { BANK_PAYMENT_TYPES, type ContractDetail, type ContractStatus } from "@makon/shared";
import { Steps } from "antd";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/history";
import { useMediaQuery } from "../../../lib/ui/use-media-query";

const DIRECT_PATH: readonly ContractStatus[] = ["in_process", "concluded", "handed_over"];
const BANK_PATH: readonly ContractStatus[] = [
  "in_process",
  "bank_lower",
  "bank_upper",
  "concluded",
  "handed_over",
];

/**
 * The contract's road: the stages its payment type passes, each with when and by whom it was
 * reached. A refused contract ends at the stage where it was refused, marked red.
 */
export function ContractSteps({ contract }: { contract: ContractDetail }) {
  const { t } = useTranslation("contracts");
  const narrow = useMediaQuery("(max-width: 900px)");
  const path = BANK_PAYMENT_TYPES.includes(contract.paymentType) ? BANK_PATH : DIRECT_PATH;
  // Each stage's own moment: the step that first reached it, never a later note at it (the API's).
  const reached = new Map(contract.stages.map((s) => [s.status, s]));
  const refused = contract.status === "refused";
  // The furthest stage of the road the contract has reached.
  const last = path.reduce(
    (at, status, i) => (reached.has(status) || contract.status === status ? i : at),
    0,
  );
  const stages: ContractStatus[] = refused ? [...path.slice(0, last + 1), "refused"] : [...path];
  const current = refused ? stages.length - 1 : last;

  const items = stages.map((status, i) => {
    const step = reached.get(status);
    return {
      key: status,
      title: t(`status.${status}`),
      content: step ? (
        <span className="ct-step-note">
          {formatDateTime(step.createdAt)}
          {step.userName && <br />}
          {step.userName}
        </span>
      ) : undefined,
      status:
        refused && i === current
          ? ("error" as const)
          : i < current || (i === current && status === "handed_over")
            ? ("finish" as const)
            : i === current
              ? ("process" as const)
              : ("wait" as const),
    };
  });

  return (
    <Steps
      className="ct-steps"
      current={current}
      size="small"
      orientation={narrow ? "vertical" : "horizontal"}
      items={items}
      aria-label={t("process.steps")}
    />
  );
}
