import { UploadOutlined } from "@ant-design/icons";
import { Alert, App, Button, Upload } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, useErrorText } from "../../../../lib/api";
import { useImportUnits } from "../api/use-import-units";
import { checkImportFile, importProblems } from "../import-model";
import { BuildingPicker } from "./building-picker";
import { ImportReport } from "./import-report";
import { ImportTemplate } from "./import-template";

/** Units from an .xlsx file into an existing building: all rows or none, with the API's report. */
export function ImportTab({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation("infoAdd");
  const { message } = App.useApp();
  const errorText = useErrorText();
  const [place, setPlace] = useState<{ objectId: number | null; buildingId: number | null }>({
    objectId: null,
    buildingId: null,
  });
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const importer = useImportUnits();
  const problems = importer.error instanceof ApiError ? importProblems(importer.error.details) : null;

  const pick = (f: File) => {
    importer.reset();
    const problem = checkImportFile(f);
    setFileProblem(problem ? t(`import.fileProblems.${problem}`) : null);
    setFile(problem ? null : f);
    return false; // Keep the file here; it is sent by the import button.
  };

  const send = () => {
    if (!file || place.buildingId === null) return;
    importer.mutate(
      { buildingId: place.buildingId, file },
      {
        onSuccess: ({ created }) => {
          void message.success(t("import.done", { count: created }));
          setFile(null);
        },
      },
    );
  };

  return (
    <div className="ia-import">
      <div className="ia-panel">
        <BuildingPicker
          idPrefix="import"
          {...place}
          onChange={(next) => {
            setPlace(next);
            importer.reset();
          }}
        />
        <p className="ia-hint-plain">{t("import.allOrNothing")}</p>
        <div className="ia-file-row">
          <Upload
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            maxCount={1}
            beforeUpload={pick}
            fileList={file ? [{ uid: "file", name: file.name, status: "done" }] : []}
            onRemove={() => {
              setFile(null);
              importer.reset();
            }}
            disabled={!canEdit}
          >
            <Button icon={<UploadOutlined />} disabled={!canEdit}>
              {t("import.pick")}
            </Button>
          </Upload>
          <Button
            type="primary"
            onClick={send}
            loading={importer.isPending}
            disabled={!canEdit || !file || place.buildingId === null}
          >
            {t("import.upload")}
          </Button>
        </div>
        <p className="ia-hint-plain">{t("import.file")}</p>
        {fileProblem && <Alert className="ia-form-alert" type="error" showIcon title={fileProblem} />}
        {importer.isSuccess && (
          <Alert
            className="ia-form-alert ia-import-done"
            type="success"
            showIcon
            title={t("import.done", { count: importer.data.created })}
          />
        )}
        {importer.isError &&
          (problems ? (
            <ImportReport problems={problems} />
          ) : (
            <Alert className="ia-form-alert" type="error" showIcon title={errorText(importer.error)} />
          ))}
      </div>
      <div className="ia-panel">
        <ImportTemplate />
      </div>
    </div>
  );
}
