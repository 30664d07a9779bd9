import { FileProtectOutlined, UploadOutlined } from "@ant-design/icons";
import type { ContractDetail } from "@makon/shared";
import { App, Button } from "antd";
import { type ChangeEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../../lib/api";
import { openContractScan } from "../api/open-file";
import { useUploadScan } from "../api/use-contract-actions";
import { SCAN_ACCEPT, scanFileProblem } from "../scan-file";

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
  const { message, modal } = App.useApp();
  const errorText = useErrorText();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadScan(contract.id);
  const [opening, setOpening] = useState(false);

  const send = (file: File) =>
    upload.mutate(file, {
      onSuccess: () => void message.success(t("scan.uploaded")),
      onError: (error) => void message.error(errorText(error)),
    });

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared at once, so choosing the same file again still fires a change.
    event.target.value = "";
    if (!file) return;
    const problem = scanFileProblem(file);
    if (problem) {
      void message.error(t(`scan.${problem}`));
      return;
    }
    if (!contract.hasScan) {
      send(file);
      return;
    }
    modal.confirm({
      title: t("scan.confirmTitle"),
      content: t("scan.confirmText", { name: file.name }),
      okText: t("scan.confirmOk"),
      cancelText: t("actions.cancel"),
      onOk: () => send(file),
    });
  };

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
        <>
          <input
            ref={input}
            type="file"
            accept={SCAN_ACCEPT}
            hidden
            onChange={picked}
            data-testid="scan-file"
          />
          <Button icon={<UploadOutlined />} loading={upload.isPending} onClick={() => input.current?.click()}>
            {contract.hasScan ? t("scan.replace") : t("scan.upload")}
          </Button>
        </>
      )}
    </>
  );
}
