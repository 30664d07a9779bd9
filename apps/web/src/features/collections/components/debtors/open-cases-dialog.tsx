import { App, Modal } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../../../lib/api";
import { useCurrentUser } from "../../../../lib/session";
import { useOpenCases } from "../../api/use-case-mutations";
import { useCollectors } from "../../api/use-collectors";
import { CollectorSelect } from "../collector-select";

interface OpenCasesDialogProps {
  contractIds: number[];
  onClose: (done: boolean) => void;
}

/** Opens cases for the ticked debtors at once, with one collector (a collector: themselves). */
export function OpenCasesDialog({ contractIds, onClose }: OpenCasesDialogProps) {
  const { t } = useTranslation("collections");
  const { message } = App.useApp();
  const errorText = useErrorText();
  const { data: user } = useCurrentUser();
  const collectors = useCollectors(true);
  const [assigneeId, setAssigneeId] = useState<number | undefined>(
    user?.dostup.includes("debt_work") ? user.id : undefined,
  );
  const open = useOpenCases();

  const save = () =>
    open.mutate(
      { contractIds, ...(assigneeId === undefined ? {} : { assigneeId }) },
      {
        onSuccess: (result) => {
          const created = result.created.length;
          const skipped = result.skipped.length;
          void message.success(
            skipped > 0
              ? t("debtors.openCasesSkipped", { created, skipped })
              : t("debtors.openCasesDone", { created }),
          );
          onClose(true);
        },
        onError: (error) => void message.error(errorText(error)),
      },
    );

  return (
    <Modal
      open
      title={t("debtors.openCasesTitle", { count: contractIds.length })}
      okText={t("debtors.openCasesOk")}
      cancelText={t("common.cancel")}
      confirmLoading={open.isPending}
      onOk={save}
      onCancel={() => onClose(false)}
      destroyOnHidden
    >
      <label htmlFor="dc-bulk-collector" className="dc-label">
        {t("common.collector")}
      </label>
      <CollectorSelect
        id="dc-bulk-collector"
        className="dc-full"
        collectors={collectors.data}
        loading={collectors.loading}
        value={assigneeId}
        onChange={setAssigneeId}
      />
    </Modal>
  );
}
