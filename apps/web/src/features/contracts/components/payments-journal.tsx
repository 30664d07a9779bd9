import {
  formatDate,
  formatDateTime,
  PAYMENT_KINDS,
  PAYMENT_METHODS,
  type PaymentKind,
  type PaymentListRow,
  type PaymentMethod,
  type PropertyObject,
} from "@makon/shared";
import { App, Checkbox, DatePicker, Select, type TableProps, Tag, Tooltip } from "antd";
import dayjs from "dayjs";
import { useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useErrorText } from "../../../lib/api";
import { useCachedList } from "../../../lib/cache";
import { formatMoney } from "../../../lib/format-money";
import { useCurrentUser } from "../../../lib/session";
import { ListTable, sortableColumn } from "../../../lib/ui/list-table";
import {
  ExportButton,
  ListToolbar,
  ObjectSelect,
  ResetButton,
  SearchBox,
} from "../../../lib/ui/list-toolbar";
import { PageHeader } from "../../../lib/ui/page-header";
import { useAddressSearch } from "../../../lib/ui/use-address-search";
import { useSearchText } from "../../../lib/ui/use-search-text";
import { periodOf, useExportPayments, usePayments } from "../api/use-payments";
import { type PaymentListParams, paymentList } from "../payment-params";
import "../contracts.css";

const DAY = "YYYY-MM-DD";

/** /tolovlar: every payment and refund taken in a period, for the cashier and the accountant. */
export function PaymentsJournal({ title }: { title: string }) {
  const { t } = useTranslation("contracts");
  const { message } = App.useApp();
  const errorText = useErrorText();
  const { data: user } = useCurrentUser();
  const [search, setSearch] = useAddressSearch();
  const params = useMemo(() => paymentList.fromSearch(search), [search]);
  const shown = periodOf(params);
  const list = usePayments(params);
  const exporter = useExportPayments();
  const objects = useCachedList<PropertyObject[]>("objects");
  const canExport = user?.dostup.includes("export_excel") ?? false;
  // The contract's page opens only for those who may read it.
  const canOpen = user?.pagesDostup.includes("shartnoma_jarayon") ?? false;

  const setParams = useCallback(
    (change: Partial<PaymentListParams>) =>
      setSearch(
        (current) =>
          new URLSearchParams(paymentList.toSearch({ ...paymentList.fromSearch(current), ...change })),
        { replace: true },
      ),
    [setSearch],
  );
  const filter = (change: Partial<PaymentListParams>) => setParams({ ...change, page: 1 });
  const text = useSearchText(params.q, (q) => filter({ q }));
  const filtered = paymentList.hasFilters(params);
  const sortable = (column: "paidAt" | "amount") => sortableColumn(paymentList, params.sort, column);

  const columns: NonNullable<TableProps<PaymentListRow>["columns"]> = [
    {
      key: "paidAt",
      title: t("journal.columns.date"),
      ...sortable("paidAt"),
      render: (_, p) => formatDate(p.paidAt),
    },
    {
      key: "contract",
      title: t("journal.columns.contract"),
      render: (_, p) =>
        canOpen ? (
          <Link to={`/shartnoma_jarayon/${p.contractId}`}>{p.contractNumber}</Link>
        ) : (
          p.contractNumber
        ),
    },
    { key: "client", title: t("journal.columns.client"), dataIndex: "clientName" },
    {
      key: "unit",
      title: t("journal.columns.unit"),
      render: (_, p) =>
        t("list.unitText", { object: p.objectName, building: p.buildingName, number: p.unitNumber }),
    },
    {
      key: "kind",
      title: t("journal.columns.kind"),
      render: (_, p) => (
        <span className="ct-stack">
          <Tag color={p.kind === "refund" ? "orange" : "green"}>{t(`paymentKind.${p.kind}`)}</Tag>
          {p.cancelledAt && (
            <Tooltip
              title={`${formatDateTime(p.cancelledAt)} · ${p.cancelledByName ?? ""} · ${p.cancelReason ?? ""}`}
            >
              <Tag color="red">{t("journal.cancelled")}</Tag>
            </Tooltip>
          )}
        </span>
      ),
    },
    {
      key: "amount",
      title: t("journal.columns.amount"),
      align: "right",
      ...sortable("amount"),
      // A refund is money given back: minus, as in the spreadsheet.
      render: (_, p) => (
        <span className={`ct-num${p.cancelledAt ? " ct-muted" : ""}`}>
          {formatMoney(p.kind === "refund" ? -p.amount : p.amount, false)}
        </span>
      ),
    },
    { key: "method", title: t("journal.columns.method"), render: (_, p) => t(`method.${p.method}`) },
    { key: "receipt", title: t("journal.columns.receipt"), render: (_, p) => p.receiptNumber ?? "—" },
    {
      key: "madeBy",
      title: t("journal.columns.madeBy"),
      render: (_, p) => (
        <span className="ct-stack">
          {p.userName ?? "—"}
          <span className="ct-muted ct-num">{formatDateTime(p.createdAt)}</span>
        </span>
      ),
    },
  ];

  const exportExcel = () =>
    exporter.mutate(
      { params, fallbackName: t("paymentsExport.file") },
      { onError: (error) => void message.error(errorText(error)) },
    );

  return (
    <>
      <PageHeader
        title={title}
        extra={canExport && <ExportButton onClick={exportExcel} loading={exporter.isPending} />}
      />
      <section className="ct-panel" aria-label={title} aria-busy={list.isFetching}>
        <ListToolbar className="ct-toolbar">
          <SearchBox search={text} placeholder={t("journal.searchPlaceholder")} className="ct-search" />
          <DatePicker.RangePicker
            aria-label={t("journal.days")}
            format="DD.MM.YYYY"
            allowClear={false}
            value={[dayjs(shown.from), dayjs(shown.to)]}
            onChange={(days) =>
              days?.[0] && days[1] && filter({ from: days[0].format(DAY), to: days[1].format(DAY) })
            }
          />
          <ObjectSelect
            value={params.objectId}
            options={objects.data ?? []}
            onChange={(objectId) => filter({ objectId })}
            className="ct-filter"
          />
          <Select<PaymentKind>
            aria-label={t("journal.kind")}
            placeholder={t("journal.kind")}
            allowClear
            value={params.kind}
            onChange={(kind) => filter({ kind })}
            options={PAYMENT_KINDS.map((k) => ({ value: k, label: t(`paymentKind.${k}`) }))}
            className="ct-filter"
          />
          <Select<PaymentMethod>
            aria-label={t("journal.method")}
            placeholder={t("journal.method")}
            allowClear
            value={params.method}
            onChange={(method) => filter({ method })}
            options={PAYMENT_METHODS.map((m) => ({ value: m, label: t(`method.${m}`) }))}
            className="ct-filter"
          />
          <Checkbox
            checked={params.cancelled !== "exclude"}
            onChange={(e) => filter({ cancelled: e.target.checked ? undefined : "exclude" })}
          >
            {t("journal.withCancelled")}
          </Checkbox>
          <ResetButton
            disabled={!filtered && text.text === ""}
            onClick={() => {
              text.clear();
              setParams(paymentList.defaults);
            }}
          />
        </ListToolbar>
        <ListTable<PaymentListRow, PaymentListParams["sort"]>
          className="ct-table"
          columns={columns}
          query={list}
          params={params}
          onParamsChange={setParams}
          sorts={paymentList}
          sizes={paymentList.sizes}
          loadFailed={t("journal.loadFailed")}
          emptyText={filtered ? t("journal.emptyFiltered") : t("journal.empty")}
          totalWords={{
            exact: (count) => t("journal.total", { count }),
            more: (n) => t("journal.totalMore", { n }),
          }}
        />
      </section>
    </>
  );
}
