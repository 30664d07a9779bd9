import { EditOutlined, FilePdfOutlined, FileProtectOutlined } from "@ant-design/icons";
import { formatDate, formatDateTime, formatPhone, type HandoverDetail, type Language } from "@makon/shared";
import { Alert, App, Button, Drawer, Result, Skeleton } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ApiError, useErrorText } from "../../../../lib/api";
import { FilePickButton } from "../../../../lib/ui/file-pick-button";
import { LoadFailed } from "../../../../lib/ui/load-failed";
import { PdfLanguageButton } from "../../../../lib/ui/pdf-language-button";
import { openActPdf, openActScan } from "../../api/open-files";
import { useHandoverAct } from "../../api/use-handover-act";
import { useUploadActScan } from "../../api/use-handover-mutations";
import { SCAN_ACCEPT, scanProblem } from "../../files";
import { contractPath } from "../../paths";
import { useHandoverRights } from "../use-handover-rights";
import { ActCadastre } from "./act-cadastre";
import { ActDefects } from "./act-defects";
import { ActEditModal } from "./act-edit-modal";

/** The act over the list (?act=): who, what, keys and readings, the cadastre, defects, the papers. */
export function ActDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation("handover");
  const query = useHandoverAct(id);
  const act = query.data?.id === id ? query.data : undefined;
  const missing =
    query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);

  let body: React.ReactNode;
  if (act) body = <ActBody act={act} />;
  else if (missing) body = <Result status="404" title={t("act.notFound")} />;
  else if (query.isError)
    body = (
      <LoadFailed title={t("act.loadFailed")} error={query.error} onRetry={() => void query.refetch()} />
    );
  else body = <Skeleton active paragraph={{ rows: 10 }} />;

  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      title={act ? t("act.title", { number: act.actNumber }) : t("form.title")}
      size="min(860px, 100vw)"
      destroyOnHidden
      className="ho-drawer"
    >
      <div aria-busy={query.isFetching}>{body}</div>
    </Drawer>
  );
}

function Fact({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

function ActBody({ act }: { act: HandoverDetail }) {
  const { t } = useTranslation("handover");
  const { message } = App.useApp();
  const errorText = useErrorText();
  const rights = useHandoverRights();
  const upload = useUploadActScan(act.id);
  const [editing, setEditing] = useState(false);
  const [opening, setOpening] = useState<"pdf" | "scan" | null>(null);

  const open = (what: "pdf" | "scan", language?: Language) => {
    setOpening(what);
    (what === "pdf" ? openActPdf(act.id, language) : openActScan(act.id))
      .catch((error: unknown) =>
        message.error(`${what === "pdf" ? t("act.pdfFailed") : t("act.fileFailed")}: ${errorText(error)}`),
      )
      .finally(() => setOpening(null));
  };
  const none = t("common.none");
  const meter = (v: number | null) => (v === null ? none : String(v).replace(".", ","));

  return (
    <div className="ho-act">
      <div className="ho-act-buttons">
        <PdfLanguageButton
          language={act.client.language}
          onOpen={(language) => open("pdf", language)}
          loading={opening === "pdf"}
          icon={<FilePdfOutlined />}
          testId="ho-pdf-languages"
        >
          {t("act.pdf")}
        </PdfLanguageButton>
        {act.hasScan && (
          <Button icon={<FileProtectOutlined />} onClick={() => open("scan")} loading={opening === "scan"}>
            {t("act.scanView")}
          </Button>
        )}
        {act.canEdit && (
          <FilePickButton
            accept={SCAN_ACCEPT}
            problemOf={scanProblem}
            problemText={(problem) => t(`act.${problem}`)}
            replacing={
              act.hasScan
                ? {
                    title: t("act.scanConfirmTitle"),
                    content: (name) => t("act.scanConfirmText", { name }),
                    okText: t("act.scanConfirmOk"),
                    cancelText: t("common.cancel"),
                  }
                : null
            }
            onFile={(file) =>
              upload.mutate(file, {
                onSuccess: () => void message.success(t("act.scanUploaded")),
                onError: (error) => void message.error(errorText(error)),
              })
            }
            label={act.hasScan ? t("act.scanReplace") : t("act.scanUpload")}
            loading={upload.isPending}
            testId="ho-scan-file"
          />
        )}
        {act.canEdit && (
          <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
            {t("act.edit")}
          </Button>
        )}
      </div>
      <dl className="ho-facts">
        <Fact label={t("act.date")} testId="ho-act-date">
          {formatDate(act.actDate)}
        </Fact>
        <Fact label={t("act.contract")}>
          {rights.contracts ? (
            <Link to={contractPath(act.contract.id)}>{act.contract.number}</Link>
          ) : (
            act.contract.number
          )}
        </Fact>
        <Fact label={t("act.client")}>
          {act.client.fullName}
          <span className="ho-muted ho-num"> · {formatPhone(act.client.phone)}</span>
        </Fact>
        <Fact label={t("act.unit")}>
          {t("common.unitLong", {
            object: act.unit.objectName,
            building: act.unit.buildingName,
            number: act.unit.number,
          })}
        </Fact>
        <Fact label={t("act.keys")} testId="ho-act-keys">
          {act.keysCount}
        </Fact>
        <Fact label={t("act.meters")} testId="ho-act-meters">
          {t("form.electricity")}: {meter(act.meters.electricity)} · {t("form.gas")}: {meter(act.meters.gas)}{" "}
          · {t("form.water")}: {meter(act.meters.water)}
        </Fact>
        <Fact label={t("act.warranty")}>
          {act.warrantyUntil
            ? t("act.warrantyUntil", { date: formatDate(act.warrantyUntil) })
            : t("act.warrantyNone")}
        </Fact>
        <Fact label={t("act.author")}>
          {act.userName ?? none}
          <span className="ho-muted ho-num"> · {formatDateTime(act.createdAt)}</span>
        </Fact>
        {act.note && (
          <Fact label={t("act.note")}>
            <span className="ho-note">{act.note}</span>
          </Fact>
        )}
      </dl>
      {act.permit && (
        <Alert
          type="info"
          className="ho-alert"
          title={`${t("act.permit")}: ${act.permit.reason}`}
          description={t("permit.by", {
            name: act.permit.userName ?? none,
            at: formatDateTime(act.permit.createdAt),
          })}
        />
      )}
      <ActCadastre act={act} />
      <ActDefects act={act} />
      {editing && <ActEditModal act={act} onClose={() => setEditing(false)} />}
    </div>
  );
}
