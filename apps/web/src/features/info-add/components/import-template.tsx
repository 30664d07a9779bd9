import { DownloadOutlined } from "@ant-design/icons";
import { UNIT_IMPORT_COLUMNS } from "@makon/shared";
import { Button, Table } from "antd";
import { useTranslation } from "react-i18next";
import { XLSX_MIME } from "../import-model";
import { xlsxFromRows } from "../xlsx-template";

type ColumnKey = keyof typeof UNIT_IMPORT_COLUMNS;
const KEYS = Object.keys(UNIT_IMPORT_COLUMNS) as ColumnKey[];

/** Hands the browser an .xlsx with the header row only, written on the spot. */
function downloadTemplate(filename: string, sheetName: string): void {
  const bytes = xlsxFromRows([KEYS.map((k) => UNIT_IMPORT_COLUMNS[k])], sheetName);
  const href = URL.createObjectURL(new Blob([bytes as BlobPart], { type: XLSX_MIME }));
  const link = document.createElement("a");
  link.href = href;
  link.download = filename;
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // Chromium reads the blob when the click is handled; let it finish before the URL goes.
  window.setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** The file's expected header row and what each column holds (the titles come from the API's list). */
export function ImportTemplate() {
  const { t } = useTranslation("infoAdd");
  return (
    <section className="ia-template" aria-label={t("import.template")}>
      <div className="ia-template-head">
        <h3 className="ia-section-title">{t("import.template")}</h3>
        <Button
          icon={<DownloadOutlined />}
          onClick={() => downloadTemplate(t("import.templateFile"), t("import.templateSheet"))}
        >
          {t("import.download")}
        </Button>
      </div>
      <p className="ia-hint-plain">{t("import.templateHint")}</p>
      <Table<{ key: ColumnKey }>
        size="small"
        pagination={false}
        rowKey="key"
        dataSource={KEYS.map((key) => ({ key }))}
        columns={[
          {
            key: "title",
            title: t("import.columnsTitle"),
            width: 160,
            render: (_, row) => <code className="ia-column-title">{UNIT_IMPORT_COLUMNS[row.key]}</code>,
          },
          {
            key: "meaning",
            title: t("import.columnsMeaning"),
            render: (_, row) => t(`import.columns.${row.key}`),
          },
        ]}
      />
    </section>
  );
}
