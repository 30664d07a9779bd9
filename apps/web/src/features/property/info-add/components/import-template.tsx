import { DownloadOutlined } from "@ant-design/icons";
import { UNIT_IMPORT_COLUMNS, UNIT_IMPORT_EXAMPLES, type UnitImportColumn } from "@makon/shared";
import { App, Button, Table } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../../../lib/api";
import { downloadFile } from "../../../../lib/excel";

/** The file's expected header row and what each column holds (the titles in the user's language, as the template writes them). */
const EXAMPLE = UNIT_IMPORT_EXAMPLES[0];

export function ImportTemplate() {
  const { t } = useTranslation("infoAdd");
  const { message } = App.useApp();
  const errorText = useErrorText();
  const [loading, setLoading] = useState(false);
  // The API writes the file from the same header list its import reads.
  const download = () => {
    setLoading(true);
    downloadFile("/api/bino/import-template", t("import.templateFile"))
      .catch((error: unknown) => void message.error(errorText(error)))
      .finally(() => setLoading(false));
  };
  // The words of type and finishing as this language writes them; numbers as the file holds them.
  const exampleCell = (key: UnitImportColumn) =>
    key === "type"
      ? t(`import.exampleWords.types.${EXAMPLE.type}`)
      : key === "finishing"
        ? t(`import.exampleWords.finishing.${EXAMPLE.finishing}`)
        : String(EXAMPLE[key]);
  return (
    <section className="ia-template" aria-label={t("import.template")}>
      <div className="ia-template-head">
        <h3 className="ia-section-title">{t("import.template")}</h3>
        <Button icon={<DownloadOutlined />} onClick={download} loading={loading}>
          {t("import.download")}
        </Button>
      </div>
      <p className="ia-hint-plain">{t("import.templateHint")}</p>
      <Table<{ key: UnitImportColumn }>
        size="small"
        pagination={false}
        rowKey="key"
        dataSource={UNIT_IMPORT_COLUMNS.map((key) => ({ key }))}
        columns={[
          {
            key: "title",
            title: t("import.columnsTitle"),
            width: 160,
            render: (_, row) => (
              <code className="ia-column-title">{t(`import.columnTitles.${row.key}`)}</code>
            ),
          },
          {
            key: "meaning",
            title: t("import.columnsMeaning"),
            render: (_, row) => t(`import.columns.${row.key}`),
          },
          {
            key: "example",
            title: t("import.columnsExample"),
            width: 140,
            render: (_, row) => <code className="ia-column-example">{exampleCell(row.key)}</code>,
          },
        ]}
      />
    </section>
  );
}
