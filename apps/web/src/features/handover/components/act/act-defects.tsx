import { PictureOutlined, PlusOutlined } from "@ant-design/icons";
import { formatDate, type HandoverDetail } from "@makon/shared";
import { App, Button, Empty, Table, type TableProps, Tag, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../../../lib/api";
import { FilePickButton } from "../../../../lib/ui/file-pick-button";
import { openDefectPhoto } from "../../api/open-files";
import { useUploadDefectPhoto } from "../../api/use-handover-mutations";
import { PHOTO_ACCEPT, photoProblem } from "../../files";
import { FixDefectModal } from "../fix-defect-modal";
import { AddDefectModal } from "./add-defect-modal";

type Defect = HandoverDetail["defects"][number];

/** The act's defects: open ones with their deadlines (red past them), photos, the fix. */
export function ActDefects({ act }: { act: HandoverDetail }) {
  const { t } = useTranslation("handover");
  const { message } = App.useApp();
  const errorText = useErrorText();
  const upload = useUploadDefectPhoto(act.id);
  const [adding, setAdding] = useState(false);
  const [fixing, setFixing] = useState<Defect | null>(null);
  const [uploadingId, setUploadingId] = useState<number | null>(null);

  const send = (defectId: number, file: File) => {
    setUploadingId(defectId);
    upload.mutate(
      { defectId, file },
      {
        onSuccess: () => void message.success(t("act.photoUploaded")),
        onError: (error) => void message.error(errorText(error)),
        onSettled: () => setUploadingId(null),
      },
    );
  };
  const view = (defectId: number) =>
    openDefectPhoto(act.id, defectId).catch(
      (error: unknown) => void message.error(`${t("act.fileFailed")}: ${errorText(error)}`),
    );

  const columns: NonNullable<TableProps<Defect>["columns"]> = [
    {
      key: "item",
      title: t("columns.defect"),
      render: (_, d) => (
        <span className="ho-stack ho-defect">
          <span className="ho-strong">{d.item}</span>
          {d.room && <span className="ho-muted">{d.room}</span>}
        </span>
      ),
    },
    {
      key: "deadline",
      title: t("columns.deadline"),
      render: (_, d) => (
        <span className={d.overdue ? "ho-num ho-overdue" : "ho-num"}>
          {d.deadline ? formatDate(d.deadline) : t("common.none")}
        </span>
      ),
    },
    {
      key: "state",
      title: t("columns.status"),
      render: (_, d) =>
        d.fixedOn ? (
          <span className="ho-stack">
            <Tag color="green" className="ho-tag">
              {t("act.fixed")}
            </Tag>
            <span className="ho-muted">
              {t("act.fixedBy", { date: formatDate(d.fixedOn), name: d.fixedByName ?? t("common.none") })}
            </span>
            {d.buyerAccepted && <span className="ho-muted">{t("act.buyerAccepted")}</span>}
            {d.fixNote && <span className="ho-muted ho-note">{d.fixNote}</span>}
          </span>
        ) : (
          <Tag color={d.overdue ? "red" : "gold"} className="ho-tag">
            {t("act.open")}
          </Tag>
        ),
    },
    {
      key: "actions",
      title: t("common.actions"),
      render: (_, d) => (
        <span className="ho-row-actions">
          {d.hasPhoto && (
            <Button size="small" icon={<PictureOutlined />} onClick={() => void view(d.id)}>
              {t("act.photoView")}
            </Button>
          )}
          {act.canEdit && (
            <FilePickButton
              accept={PHOTO_ACCEPT}
              problemOf={photoProblem}
              problemText={(problem) => t(problem === "wrongType" ? "act.photoWrongType" : `act.${problem}`)}
              replacing={
                d.hasPhoto
                  ? {
                      title: t("act.photoConfirmTitle"),
                      content: (name) => t("act.photoConfirmText", { name }),
                      okText: t("act.scanConfirmOk"),
                      cancelText: t("common.cancel"),
                    }
                  : null
              }
              onFile={(file) => send(d.id, file)}
              label={d.hasPhoto ? t("act.photoReplace") : t("act.photoUpload")}
              loading={uploadingId === d.id}
              disabled={uploadingId !== null && uploadingId !== d.id}
              size="small"
              testId={`ho-photo-file-${d.id}`}
            />
          )}
          {act.canEdit && d.fixedOn === null && (
            <Button size="small" type="primary" onClick={() => setFixing(d)}>
              {t("row.fix")}
            </Button>
          )}
        </span>
      ),
    },
  ];

  return (
    <section className="ho-section" aria-label={t("act.defects")}>
      <div className="ho-section-head">
        <Typography.Title level={5}>{t("act.defects")}</Typography.Title>
        {act.canEdit && (
          <Button icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            {t("act.addDefect")}
          </Button>
        )}
      </div>
      <Table<Defect>
        rowKey="id"
        columns={columns}
        dataSource={act.defects}
        size="small"
        pagination={false}
        scroll={{ x: "max-content" }}
        className="ho-table ho-act-defects"
        rowClassName={(d) => (d.overdue ? "ho-row-overdue" : "")}
        locale={{ emptyText: <Empty description={t("act.noDefects")} /> }}
      />
      {adding && <AddDefectModal actId={act.id} onClose={() => setAdding(false)} />}
      {fixing && (
        <FixDefectModal
          actId={act.id}
          defectId={fixing.id}
          item={fixing.item}
          onClose={() => setFixing(null)}
        />
      )}
    </section>
  );
}
