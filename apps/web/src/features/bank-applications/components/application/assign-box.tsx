import type { BankApplicationDetail } from "@makon/shared";
import { App, Button, Modal } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../../../lib/api";
import { useAssignees } from "../../api/use-assignees";
import { useAssignApplication } from "../../api/use-bank-actions";
import { AssigneeSelect } from "../assignee-select";

/** Who works the application, and for the head: give it to an employee (or another one). */
export function AssignBox({ application }: { application: BankApplicationDetail }) {
  const { t } = useTranslation("bankApplications");
  const { message } = App.useApp();
  const errorText = useErrorText();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const assignees = useAssignees(application.level, open);
  const assign = useAssignApplication(application.id);

  const save = () => {
    if (chosen === undefined) return;
    assign.mutate(chosen, {
      onSuccess: () => {
        void message.success(t("assign.done"));
        setOpen(false);
      },
      onError: (error) => {
        void message.error(errorText(error));
        setOpen(false);
      },
    });
  };

  return (
    <div className="ba-assign">
      <div className="ba-assign-who">
        <span className="ba-label">{t("application.assignee")}</span>
        {application.assigneeName ? (
          <span data-testid="ba-assignee">{application.assigneeName}</span>
        ) : (
          <span className="ba-muted" data-testid="ba-assignee">
            {t("list.unassigned")}
          </span>
        )}
      </div>
      {application.canAssign && (
        <Button
          onClick={() => {
            setChosen(application.assigneeId ?? undefined);
            setOpen(true);
          }}
        >
          {application.assigneeId ? t("assign.reassign") : t("assign.button")}
        </Button>
      )}
      {open && (
        <Modal
          open
          title={t("assign.title")}
          okText={t("assign.ok")}
          cancelText={t("moves.cancel")}
          okButtonProps={{ disabled: chosen === undefined || chosen === application.assigneeId }}
          confirmLoading={assign.isPending}
          onOk={save}
          onCancel={() => setOpen(false)}
          destroyOnHidden
        >
          <label htmlFor="ba-assignee-select" className="ba-label">
            {t("assign.employee")}
          </label>
          <AssigneeSelect
            id="ba-assignee-select"
            className="ba-full"
            assignees={assignees.data}
            loading={assignees.loading}
            value={chosen}
            onChange={setChosen}
          />
        </Modal>
      )}
    </div>
  );
}
