import type { ImportProblem } from "@makon/shared";
import { Alert, Table } from "antd";
import { useTranslation } from "react-i18next";
import { problemMessage } from "../import-model";

/** The API's row-by-row report of a file it refused: nothing was imported. */
export function ImportReport({ problems }: { problems: ImportProblem[] }) {
  const { t } = useTranslation("infoAdd");
  return (
    <div className="ia-report">
      <Alert type="error" showIcon title={t("import.reportTitle", { count: problems.length })} />
      <Table<ImportProblem & { i: number }>
        size="small"
        className="ia-report-table"
        rowKey="i"
        pagination={problems.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
        dataSource={problems.map((p, i) => ({ ...p, i }))}
        columns={[
          { key: "row", title: t("import.reportColumns.row"), dataIndex: "row", width: 80 },
          {
            key: "column",
            title: t("import.reportColumns.column"),
            width: 140,
            render: (_, p) => p.column ?? "—",
          },
          {
            key: "message",
            title: t("import.reportColumns.message"),
            render: (_, p) => {
              const m = problemMessage(p);
              return t(`import.codes.${m.key as "OTHER"}`, m.values ?? {});
            },
          },
        ]}
      />
    </div>
  );
}
