import { PrinterOutlined } from "@ant-design/icons";
import {
  DEBT_CALL_RESULTS,
  type DebtCallResult,
  type DebtTimelineEntry,
  formatDate,
  formatDateTime,
} from "@makon/shared";
import { App, Button, Timeline } from "antd";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../../../lib/api";
import { formatMoney } from "../../../../lib/format-money";
import { openDebtLetter } from "../../api/open-letter";

const isCallResult = (r: string | null): r is DebtCallResult =>
  r !== null && (DEBT_CALL_RESULTS as readonly string[]).includes(r);

const EVENT_COLORS: Partial<Record<DebtTimelineEntry["type"], string>> = {
  payment: "green",
  collected: "green",
  promise_kept: "green",
  promise_broken: "red",
  escalation: "purple",
  termination: "red",
};

/** Every action and event of the case, newest first, with who, when, the result and the next step. */
export function TimelineList({ caseId, entries }: { caseId: number; entries: DebtTimelineEntry[] }) {
  const { t } = useTranslation("collections");
  const { message } = App.useApp();
  const errorText = useErrorText();
  if (entries.length === 0) return <p className="dc-muted">{t("detail.timelineEmpty")}</p>;

  const print = (letterId: number) =>
    void openDebtLetter(caseId, letterId).catch((e: unknown) => void message.error(errorText(e)));

  return (
    <Timeline
      className="dc-timeline"
      items={entries.map((e) => ({
        key: e.id,
        color: EVENT_COLORS[e.type] ?? "blue",
        content: (
          <div className="dc-entry" data-type={e.type} data-testid="dc-timeline-entry">
            <div className="dc-entry-head">
              <strong>{t(`action.${e.type}`)}</strong>
              {isCallResult(e.result) && <span>· {t(`callResult.${e.result}`)}</span>}
              <span className="dc-muted">
                {formatDateTime(e.createdAt)} · {e.userName ?? t("detail.system")}
              </span>
            </div>
            {e.promisedDate && e.promisedAmount !== null && (
              <div>
                {t("detail.promised", {
                  date: formatDate(e.promisedDate),
                  amount: formatMoney(e.promisedAmount),
                })}
              </div>
            )}
            {e.note && <div className="dc-note">{e.note}</div>}
            {e.nextActionAt && (
              <div className="dc-muted">{t("detail.next", { date: formatDateTime(e.nextActionAt) })}</div>
            )}
            {e.letterId !== null && (
              <Button size="small" icon={<PrinterOutlined />} onClick={() => print(e.letterId as number)}>
                {t("detail.print")}
              </Button>
            )}
          </div>
        ),
      }))}
    />
  );
}
