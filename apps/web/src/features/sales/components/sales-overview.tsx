import { ApartmentOutlined } from "@ant-design/icons";
import type { UnitStat } from "@makon/shared";
import { Empty, Input, Select, Skeleton, Tag } from "antd";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCachedList } from "../../../lib/cache";
import { LoadFailed } from "../../../lib/ui/load-failed";
import { useSalesObjects } from "../api/use-sales-objects";
import { countsByBuilding } from "../sales-model";

/** /sotuv: every active object with its buildings and how many units of each are still free. */
export function SalesOverview() {
  const { t } = useTranslation("sales");
  const objects = useSalesObjects();
  const stats = useCachedList<UnitStat[]>("unitStats");
  const [objectId, setObjectId] = useState<number | null>(null);
  const [q, setQ] = useState("");
  const buildings = useMemo(() => countsByBuilding(stats.data ?? []), [stats.data]);
  const needle = q.trim().toLocaleLowerCase("uz");

  if (objects.isError) {
    return (
      <LoadFailed
        title={t("overview.loadFailed")}
        error={objects.error}
        onRetry={() => void objects.refetch()}
      />
    );
  }
  if (objects.isPending || (stats.data === undefined && stats.loading)) {
    return <Skeleton active paragraph={{ rows: 8 }} />;
  }
  const all = objects.data.items;
  if (all.length === 0) return <Empty className="sl-empty" description={t("overview.empty")} />;

  const shown = all
    .filter((o) => objectId === null || o.id === objectId)
    .map((o) => ({
      object: o,
      buildings: buildings.filter(
        (b) => b.objectId === o.id && (!needle || b.buildingName.toLocaleLowerCase("uz").includes(needle)),
      ),
    }))
    .filter((g) => !needle || g.buildings.length > 0);

  return (
    <>
      <div className="sl-toolbar">
        <Select<number>
          allowClear
          showSearch={{ optionFilterProp: "label" }}
          className="sl-object-filter"
          placeholder={t("overview.filterObject")}
          aria-label={t("overview.filterObject")}
          value={objectId ?? undefined}
          onChange={(v) => setObjectId(v ?? null)}
          options={all.map((o) => ({ value: o.id, label: o.name }))}
        />
        <Input.Search
          allowClear
          className="sl-search"
          placeholder={t("overview.search")}
          aria-label={t("overview.search")}
          value={q}
          onChange={(e) => setQ(e.target.value)}
        />
      </div>
      {shown.length === 0 && <Empty className="sl-empty" description={t("overview.emptyFilter")} />}
      <div className="sl-objects">
        {shown.map(({ object, buildings: list }) => (
          <section key={object.id} className="content-panel sl-object" data-object-id={object.id}>
            <header className="sl-object-head">
              <h3>{object.name}</h3>
              <Tag color="green" data-free={object.byStatus.available ?? 0}>
                {t("overview.free", { count: object.byStatus.available ?? 0 })}
              </Tag>
            </header>
            {object.address && <div className="sl-muted">{object.address}</div>}
            {list.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("overview.noBuildings")} />
            ) : (
              <div className="sl-buildings">
                {list.map((b) => (
                  <Link
                    key={b.buildingId}
                    to={`/sotuv_bino/${b.buildingId}`}
                    className="sl-building"
                    data-building-id={b.buildingId}
                    data-free={b.free}
                    aria-label={t("overview.openBoard", { name: b.buildingName })}
                  >
                    <ApartmentOutlined className="sl-building-icon" />
                    <span className="sl-building-name">{b.buildingName}</span>
                    <span className={b.free > 0 ? "sl-building-free" : "sl-building-free sl-none"}>
                      {t("overview.freeOf", { free: b.free, total: b.total })}
                    </span>
                  </Link>
                ))}
              </div>
            )}
          </section>
        ))}
      </div>
    </>
  );
}
