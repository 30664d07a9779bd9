import { InboxOutlined, RollbackOutlined } from "@ant-design/icons";
import { Alert, App, Modal, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../../../lib/api";
import { useNotice } from "../../../../lib/notices";
import { useUpdateObject } from "../api/use-save-object";

interface ArchiveObjectModalProps {
  /** The object to archive (or restore, when it is archived already). */
  object: { id: number; name: string; archivedAt: string | null };
  onClose: () => void;
}

/**
 * The confirmation for archiving or restoring an object; it says what archiving means, since the
 * object disappears from the sales screens. Rendered only while open.
 */
export function ArchiveObjectModal({ object, onClose }: ArchiveObjectModalProps) {
  const { t } = useTranslation("objects");
  const errorText = useErrorText();
  const { notify } = useNotice();
  const { message } = App.useApp();
  const update = useUpdateObject();
  const [failure, setFailure] = useState<string | null>(null);
  const restoring = object.archivedAt !== null;

  const confirm = () => {
    setFailure(null);
    update.mutate(
      { id: object.id, body: { archived: !restoring } },
      {
        onSuccess: () => {
          if (restoring) void message.success(t("restored"));
          else notify("delete");
          onClose();
        },
        onError: (error) => setFailure(errorText(error)),
      },
    );
  };

  return (
    <Modal
      open
      title={
        <span className="obj-archive-title">
          {restoring ? <RollbackOutlined /> : <InboxOutlined />}
          {restoring ? t("archiveModal.restoreTitle") : t("archiveModal.archiveTitle")}
        </span>
      }
      okText={restoring ? t("archiveModal.restoreOk") : t("archiveModal.archiveOk")}
      okButtonProps={{ danger: !restoring }}
      cancelText={t("cancel")}
      onOk={confirm}
      onCancel={onClose}
      confirmLoading={update.isPending}
      width={520}
    >
      <Typography.Paragraph strong>
        {restoring
          ? t("archiveModal.restoreText", { name: object.name })
          : t("archiveModal.archiveText", { name: object.name })}
      </Typography.Paragraph>
      <Typography.Paragraph>
        {restoring ? t("archiveModal.restoreMeaning") : t("archiveModal.archiveMeaning")}
      </Typography.Paragraph>
      {failure && <Alert type="error" showIcon title={failure} role="alert" />}
    </Modal>
  );
}
