import { ArrowLeftOutlined } from "@ant-design/icons";
import { formatPhone, type UnitStat } from "@makon/shared";
import { Alert, Button, Descriptions, Result, Select, Skeleton, Space } from "antd";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { BlacklistTag, useClientCard } from "../../features/clients";
import { MatchingUnits, type MatchParams, parseRouteId } from "../../features/sales";
import { ApiError, useErrorText } from "../../lib/api";
import { useCachedList } from "../../lib/cache";
import { formatMoney } from "../../lib/format-money";
import { MoneyInput } from "../../lib/ui/money-input";
import { PageHeader } from "../../lib/ui/page-header";
import type { ScreenProps } from "../screen-props";

const ROOMS = [1, 2, 3, 4, 5];

/** /room_choose/{clientId}: start from a client and offer the free units that fit their interest. */
export default function RoomChoosePage({ pageKey }: ScreenProps) {
  const { t } = useTranslation("sales");
  const { t: tp } = useTranslation("pages");
  const errorText = useErrorText();
  const navigate = useNavigate();
  const id = parseRouteId(useParams().id);
  const card = useClientCard(id);
  const stats = useCachedList<UnitStat[]>("unitStats");
  const objects = useMemo(() => {
    const seen = new Map<number, string>();
    for (const s of stats.data ?? []) seen.set(s.objectId, s.objectName);
    return [...seen].map(([value, label]) => ({ value, label }));
  }, [stats.data]);
  // null until the seller changes something: then the client's interest is the starting point.
  const [edited, setEdited] = useState<MatchParams | null>(null);
  const c = card.data;
  const interest: MatchParams = {
    objectId: c?.interestObjectId ?? null,
    rooms: c?.interestRooms ?? null,
    priceMax: c?.interestBudget ?? null,
    page: 1,
  };
  const params = edited ?? interest;
  const set = (patch: Partial<MatchParams>) => setEdited({ ...params, page: 1, ...patch });
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(-1)}>
      {t("back")}
    </Button>
  );

  if (id === null || (card.error instanceof ApiError && card.error.status === 404)) {
    return <Result status="404" title={t("choose.clientNotFound")} extra={back} />;
  }
  return (
    <div className="sl-page">
      <PageHeader
        title={c ? t("choose.title", { name: c.fullName }) : tp(`titles.${pageKey}`)}
        extra={back}
      />
      {card.isError && <Alert type="error" showIcon title={errorText(card.error)} />}
      {card.isPending && <Skeleton active paragraph={{ rows: 3 }} />}
      {c && (
        <>
          <section className="content-panel sl-panel">
            <Descriptions column={{ xs: 1, sm: 2, xl: 3 }} size="small" bordered className="sl-client-info">
              <Descriptions.Item label={t("client.fullName")}>
                {c.fullName} {c.blacklisted && <BlacklistTag reason={c.blacklistReason} />}
              </Descriptions.Item>
              <Descriptions.Item label={t("client.phone")}>{formatPhone(c.phone)}</Descriptions.Item>
              <Descriptions.Item label={t("choose.interest")}>
                {c.interestObjectName ??
                  (c.interestRooms === null && c.interestBudget === null
                    ? t("choose.interestNone")
                    : t("choose.anyObject"))}
              </Descriptions.Item>
              <Descriptions.Item label={t("choose.rooms")}>
                {c.interestRooms ?? t("choose.anyRooms")}
              </Descriptions.Item>
              <Descriptions.Item label={t("choose.budget")}>
                {c.interestBudget === null ? "—" : formatMoney(c.interestBudget)}
              </Descriptions.Item>
            </Descriptions>
          </section>
          <section className="content-panel sl-panel">
            <div className="sl-toolbar">
              <Select<number>
                allowClear
                className="sl-object-filter"
                aria-label={t("choose.object")}
                placeholder={t("choose.anyObject")}
                value={params.objectId ?? undefined}
                onChange={(v) => set({ objectId: v ?? null })}
                options={objects}
              />
              <Select<number>
                allowClear
                className="sl-rooms-filter"
                aria-label={t("choose.rooms")}
                placeholder={t("choose.anyRooms")}
                value={params.rooms ?? undefined}
                onChange={(v) => set({ rooms: v ?? null })}
                options={ROOMS.map((r) => ({ value: r, label: String(r) }))}
              />
              <MoneyInput
                className="sl-budget-filter"
                style={undefined}
                aria-label={t("choose.budget")}
                placeholder={t("choose.budget")}
                min={0}
                step={10_000_000}
                value={params.priceMax}
                onChange={(v) => set({ priceMax: v ?? null })}
              />
              <Space wrap>
                <Button onClick={() => set({ objectId: null, rooms: null, priceMax: null })}>
                  {t("choose.widen")}
                </Button>
                <Button disabled={edited === null} onClick={() => setEdited(null)}>
                  {t("choose.reset")}
                </Button>
              </Space>
            </div>
            <MatchingUnits
              clientId={c.id}
              params={params}
              onPage={(page) => setEdited({ ...params, page })}
            />
          </section>
        </>
      )}
    </div>
  );
}
