import { DownloadOutlined } from "@ant-design/icons";
import { formatNumber } from "@makon/shared";
import { App, Button, Drawer, Table } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../lib/format-money";
import { LoadFailed } from "../../../lib/ui/load-failed";
import { useExportStatsRows } from "../api/use-stats-export";
import { useStatsRows } from "../api/use-stats-rows";
import type { RowsTarget } from "../rows-query";
import type { StatsFilterParams } from "../stats-params";
import { useStatsFormat } from "../use-stats-format";
import { ROWS_NS, rowKey, rowsColumns, type StatsRow } from "./rows-columns";

interface RowsDrawerProps {
  filters: StatsFilterParams;
  /** The figure whose rows are open; undefined when the drawer is closed. */
  target: RowsTarget | undefined;
  canExport: boolean;
  onClose: () => void;
}

const FIRST = { page: 1, size: 20 };

/** The rows a figure sums, paged, with their sum (equal to the figure) and their Excel. */
export function RowsDrawer({ filters, target, canExport, onClose }: RowsDrawerProps) {
  const { t } = useTranslation(ROWS_NS);
  const { message } = App.useApp();
  const format = useStatsFormat();
  const exporter = useExportStatsRows();

  const name = target ? t(`figures.${target.figure}.name`) : "";
  const narrowed = [
    target?.month ? t("rows.month", { month: format.longMonth(target.month) }) : undefined,
    target?.step ? t(`clients:steps.${target.step}`) : undefined,
    target?.band ? t(`collections:band.${target.band}`) : undefined,
  ].filter(Boolean);
  const title = [t("rows.title", { figure: name }), ...narrowed].join(" · ");

  return (
    <Drawer
      open={target !== undefined}
      onClose={onClose}
      title={title}
      size="min(1000px, 100vw)"
      destroyOnHidden
      className="st-rows-drawer"
      extra={
        canExport &&
        target && (
          <Button
            icon={<DownloadOutlined />}
            loading={exporter.isPending}
            onClick={() =>
              exporter.mutate(
                { target, filters, fallbackName: `${target.figure}.xlsx` },
                { onError: () => void message.error(t("filters.excelFailed")) },
              )
            }
          >
            {t("filters.excel")}
          </Button>
        )
      }
    >
      {/* Another figure (or other filters) is a new list: it starts again on its first page. */}
      {target && <RowsList key={JSON.stringify([target, filters])} filters={filters} target={target} />}
    </Drawer>
  );
}

function RowsList({ filters, target }: { filters: StatsFilterParams; target: RowsTarget }) {
  const { t } = useTranslation(ROWS_NS);
  const [paging, setPaging] = useState(FIRST);
  const rows = useStatsRows(filters, target, paging);
  const page = rows.data?.figure === target.figure ? rows.data : undefined;
  if (rows.isError)
    return <LoadFailed title={t("rows.loadFailed")} error={rows.error} onRetry={() => void rows.refetch()} />;
  return (
    <>
      {page && (
        <p
          className="st-rows-sum"
          data-figure={page.figure}
          data-count={page.sum.count}
          data-amount={page.sum.amount}
        >
          {target.figure === "funnel"
            ? t("rows.sumCount", { value: formatNumber(page.sum.count) })
            : t("rows.sum", { value: formatNumber(page.sum.count), amount: formatMoney(page.sum.amount) })}
        </p>
      )}
      <Table<StatsRow>
        size="small"
        rowKey={rowKey}
        columns={rowsColumns(target.figure, t)}
        dataSource={page?.items ?? []}
        loading={rows.isFetching}
        scroll={{ x: "max-content" }}
        locale={{ emptyText: rows.isPending ? t("common:loading") : t("rows.empty") }}
        pagination={{
          current: paging.page,
          pageSize: paging.size,
          total: page?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [20, 50, 100],
          onChange: (p, size) => setPaging({ page: size === paging.size ? p : 1, size }),
        }}
      />
    </>
  );
}
