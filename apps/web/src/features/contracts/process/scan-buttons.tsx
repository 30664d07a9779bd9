import { FileProtectOutlined } from "@ant-design/icons";
import type { ContractDetail } from "@makon/shared";
import { App, Button } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../../lib/api";
import { SCAN_ACCEPT, scanFileProblem } from "../../../lib/files/scan-file";
import { FilePickButton } from "../../../lib/ui/file-pick-button";
import { openContractScan } from "../api/open-file";
import { useUploadScan } from "../api/use-contract-actions";

interface ScanButtonsProps {
  contract: ContractDetail;
  /** contract_edit and the contract still open for it: the upload button is shown. */
  canUpload: boolean;
}

/**
 * The signed paper: open the stored scan, upload one (checked here for type and size first), or
 * replace it after a confirmation that names the new file.
 */
export function ScanButtons({ contract, canUpload }: ScanButtonsProps) {
  const { t } = useTranslation("contracts");
  const { message } = App.useApp();
  const errorText = useErrorText();
  const upload = useUploadScan(contract.id);
  const [opening, setOpening] = useState(false);

  const send = (file: File) =>
    upload.mutate(file, {
      onSuccess: () => void message.success(t("scan.uploaded")),
      onError: (error) => void message.error(errorText(error)),
    });

  const view = () => {
    setOpening(true);
    openContractScan(contract.id)
      .catch((error: unknown) => void message.error(`${t("scan.openFailed")}: ${errorText(error)}`))
      .finally(() => setOpening(false));
  };

  return (
    <>
      {contract.hasScan && (
        <Button icon={<FileProtectOutlined />} onClick={view} loading={opening}>
          {t("scan.view")}
        </Button>
      )}
      {canUpload && (
        <FilePickButton
          accept={SCAN_ACCEPT}
          problemOf={scanFileProblem}
          problemText={(problem) => t(`scan.${problem}`)}
          replacing={
            contract.hasScan
              ? {
                  title: t("scan.confirmTitle"),
                  content: (name) => t("scan.confirmText", { name }),
                  okText: t("scan.confirmOk"),
                  cancelText: t("actions.cancel"),
                }
              : null
          }
          onFile={send}
          label={contract.hasScan ? t("scan.replace") : t("scan.upload")}
          loading={upload.isPending}
          testId="scan-file"
        />
      )}
    </>
  );
}
