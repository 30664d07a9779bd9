import {
  CheckCircleFilled,
  ExclamationCircleOutlined,
  EyeOutlined,
  MinusCircleOutlined,
} from "@ant-design/icons";
import {
  BANK_DOCUMENT_KINDS,
  type BankApplicationDetail,
  type BankDocument,
  type BankDocumentKind,
  formatDateTime,
  REQUIRED_BANK_DOCUMENTS,
} from "@makon/shared";
import { App, Button, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../../../lib/api";
import { FilePickButton } from "../../../../lib/ui/file-pick-button";
import { openBankDocument } from "../../api/open-document";
import { useUploadDocument } from "../../api/use-bank-actions";
import { DOCUMENT_ACCEPT, documentProblem } from "../../document-file";

interface DocumentsChecklistProps {
  application: BankApplicationDetail;
  /** The viewer works the level and the application is still open: upload and replace. */
  canUpload: boolean;
}

/** The five papers a bank asks for: which are in, which are required, upload / replace / view. */
export function DocumentsChecklist({ application, canUpload }: DocumentsChecklistProps) {
  const { t } = useTranslation("bankApplications");
  const { message } = App.useApp();
  const errorText = useErrorText();
  const upload = useUploadDocument(application.id);
  const [uploading, setUploading] = useState<BankDocumentKind | null>(null);
  const [opening, setOpening] = useState<BankDocumentKind | null>(null);
  const stored = new Map<BankDocumentKind, BankDocument>(application.documents.map((d) => [d.kind, d]));

  const send = (kind: BankDocumentKind, file: File) => {
    setUploading(kind);
    upload.mutate(
      { kind, file },
      {
        onSuccess: () => void message.success(t("documents.done")),
        onError: (error) => void message.error(errorText(error)),
        onSettled: () => setUploading(null),
      },
    );
  };

  const view = (kind: BankDocumentKind) => {
    setOpening(kind);
    openBankDocument(application.id, kind)
      .catch((error: unknown) => void message.error(`${t("documents.openFailed")}: ${errorText(error)}`))
      .finally(() => setOpening(null));
  };

  return (
    <ul className="ba-docs" aria-label={t("documents.title")}>
      {BANK_DOCUMENT_KINDS.map((kind) => {
        const doc = stored.get(kind);
        const required = REQUIRED_BANK_DOCUMENTS.includes(kind);
        let icon = <MinusCircleOutlined className="ba-doc-none" aria-hidden />;
        if (doc) icon = <CheckCircleFilled className="ba-doc-ok" aria-hidden />;
        else if (required) icon = <ExclamationCircleOutlined className="ba-doc-missing" aria-hidden />;
        return (
          <li key={kind} className="ba-doc" data-kind={kind} data-present={doc ? "true" : "false"}>
            <span className="ba-doc-icon">{icon}</span>
            <span className="ba-doc-text">
              <span className="ba-doc-name">
                {t(`document.${kind}`)}
                {required && <Tag className="ba-doc-required">{t("documents.required")}</Tag>}
              </span>
              <span className="ba-muted ba-doc-file">
                {doc
                  ? doc.uploadedByName
                    ? t("documents.uploadedBy", {
                        date: formatDateTime(doc.uploadedAt),
                        user: doc.uploadedByName,
                      })
                    : t("documents.uploaded", { date: formatDateTime(doc.uploadedAt) })
                  : t("documents.missing")}
              </span>
            </span>
            <span className="ba-doc-actions">
              {doc && (
                <Button
                  size="small"
                  icon={<EyeOutlined />}
                  loading={opening === kind}
                  onClick={() => view(kind)}
                  aria-label={`${t("documents.view")}: ${t(`document.${kind}`)}`}
                >
                  {t("documents.view")}
                </Button>
              )}
              {canUpload && (
                <FilePickButton
                  accept={DOCUMENT_ACCEPT}
                  problemOf={documentProblem}
                  problemText={(problem) => t(`documents.${problem}`)}
                  replacing={
                    doc
                      ? {
                          title: t("documents.confirmTitle"),
                          content: (name) => t("documents.confirmText", { name }),
                          okText: t("documents.confirmOk"),
                          cancelText: t("moves.cancel"),
                        }
                      : null
                  }
                  onFile={(file) => send(kind, file)}
                  label={doc ? t("documents.replace") : t("documents.upload")}
                  loading={uploading === kind}
                  disabled={uploading !== null && uploading !== kind}
                  size="small"
                  testId={`ba-doc-file-${kind}`}
                />
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
