import type { BankLevel } from "@makon/shared";
import { App, Button } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../../../lib/api";
import { useAssignees } from "../../api/use-assignees";
import { useBulkAssign } from "../../api/use-bank-actions";
import { useBankApplications } from "../../api/use-bank-applications";
import { type BankListParams, QUEUE_START } from "../../bank-params";
import { AssigneeSelect } from "../assignee-select";
import { BankTable } from "../list/bank-table";

/** The head's queue of unassigned applications: tick some, pick an employee, assign them all. */
export function UnassignedQueue({ level }: { level: BankLevel }) {
  const { t } = useTranslation("bankApplications");
  const { message } = App.useApp();
  const errorText = useErrorText();
  const [params, setParams] = useState<BankListParams>(QUEUE_START);
  const [selected, setSelected] = useState<number[]>([]);
  const [assignee, setAssignee] = useState<number | undefined>(undefined);
  const list = useBankApplications(level, params);
  const assignees = useAssignees(level, true);
  const bulk = useBulkAssign();

  const assign = () => {
    if (assignee === undefined || selected.length === 0) return;
    bulk.mutate(
      { ids: selected, assigneeId: assignee },
      {
        onSuccess: ({ items }) => {
          // Another head may have given some of them to this employee a moment ago: say so.
          const changed = items.filter((i) => i.changed).length;
          if (changed > 0) void message.success(t("assign.doneMany", { count: changed }));
          if (changed < items.length)
            void message.info(t("assign.alreadyMany", { count: items.length - changed }));
          setSelected([]);
        },
        onError: (error) => void message.error(errorText(error)),
      },
    );
  };

  return (
    <>
      <div className="ba-bulk" aria-live="polite">
        <span className="ba-bulk-count">{t("desk.selected", { count: selected.length })}</span>
        <AssigneeSelect
          className="ba-bulk-select"
          assignees={assignees.data}
          loading={assignees.loading}
          value={assignee}
          onChange={setAssignee}
        />
        <Button
          type="primary"
          onClick={assign}
          loading={bulk.isPending}
          disabled={selected.length === 0 || assignee === undefined}
        >
          {t("desk.assignTo")}
        </Button>
      </div>
      <BankTable
        level={level}
        query={list}
        loadFailed={t("desk.queueFailed")}
        params={params}
        onParamsChange={(change) => {
          setParams((current) => ({ ...current, ...change }));
          setSelected([]);
        }}
        emptyText={t("desk.queueEmpty")}
        selection={{ selected, onChange: setSelected }}
        compact
      />
    </>
  );
}
