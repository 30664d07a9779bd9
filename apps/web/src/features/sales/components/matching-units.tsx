import { formatNumber, type UnitRow } from "@makon/shared";
import { Table } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatMoney } from "../../../lib/format-money";
import { LoadFailed } from "../../../lib/ui/load-failed";
import { MATCH_PAGE_SIZE, type MatchParams, useMatchingUnits } from "../api/use-matching-units";

interface Props {
  clientId: number;
  params: MatchParams;
  onPage: (page: number) => void;
}

/** Free units matching the filters, cheapest first; each opens the sales card for this client. */
export function MatchingUnits({ clientId, params, onPage }: Props) {
  const { t } = useTranslation("sales");
  const query = useMatchingUnits(params, true);
  if (query.isError) {
    return (
      <LoadFailed title={t("choose.loadFailed")} error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  const page = query.data;
  const href = (u: UnitRow) => `/sotuv_xonadon/${u.id}?client=${clientId}`;
  return (
    <>
      {page && (
        <div className="sl-found-count" data-total={page.total}>
          {t("choose.found", { count: page.total })}
        </div>
      )}
      <Table<UnitRow>
        size="small"
        rowKey="id"
        className="sl-matching"
        loading={query.isFetching}
        dataSource={page?.items ?? []}
        scroll={{ x: "max-content" }}
        locale={{ emptyText: t("choose.empty") }}
        onRow={(u) => ({ "data-unit-id": u.id }) as object}
        pagination={{
          current: params.page,
          pageSize: MATCH_PAGE_SIZE,
          total: page?.total ?? 0,
          showSizeChanger: false,
          onChange: onPage,
        }}
        columns={[
          { key: "object", title: t("choose.object"), render: (_, u) => u.objectName },
          {
            key: "place",
            title: t("choose.place"),
            render: (_, u) =>
              t("choose.placeValue", {
                building: u.buildingName,
                entrance: u.entranceNumber,
                floor: u.floor,
              }),
          },
          {
            key: "number",
            title: t("choose.number"),
            render: (_, u) => <Link to={href(u)}>№ {u.number}</Link>,
          },
          { key: "rooms", title: t("choose.rooms"), dataIndex: "rooms", align: "right" },
          {
            key: "area",
            title: t("unit.area"),
            align: "right",
            render: (_, u) => formatNumber(u.areaM2, 2),
          },
          {
            key: "price",
            title: t("unit.total"),
            align: "right",
            render: (_, u) => <span data-price={u.totalPrice}>{formatMoney(u.totalPrice)}</span>,
          },
          {
            key: "open",
            title: "",
            render: (_, u) => (
              <Link to={href(u)} className="sl-open-unit">
                {t("choose.open")}
              </Link>
            ),
          },
        ]}
      />
    </>
  );
}
