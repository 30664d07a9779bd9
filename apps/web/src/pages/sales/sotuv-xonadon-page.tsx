import { AppstoreOutlined, ArrowLeftOutlined } from "@ant-design/icons";
import type { ActionKey } from "@makon/shared";
import { Button, Result, Skeleton, Space } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { parseRouteId, UnitWorkspace, useSalesUnit } from "../../features/sales";
import { ApiError } from "../../lib/api";
import { useCurrentUser } from "../../lib/session";
import { LoadFailed } from "../../lib/ui/load-failed";
import { PageHeader } from "../../lib/ui/page-header";
import type { ScreenProps } from "../screen-props";

/** /sotuv_xonadon/{id}: one unit for sale — details, price calculator, booking and the contract. */
export default function SotuvXonadonPage({ pageKey }: ScreenProps) {
  const { t } = useTranslation("sales");
  const { t: tp } = useTranslation("pages");
  const navigate = useNavigate();
  const id = parseRouteId(useParams().id);
  const [search] = useSearchParams();
  const clientParam = parseRouteId(search.get("client") ?? undefined);
  const { data: user } = useCurrentUser();
  const has = (key: ActionKey) => user?.dostup.includes(key) ?? false;
  const query = useSalesUnit(id);
  const unit = query.data;

  if (id === null || (query.error instanceof ApiError && query.error.status === 404)) {
    return (
      <Result
        status="404"
        title={t("unit.notFound")}
        extra={
          <Button type="primary" icon={<ArrowLeftOutlined />} onClick={() => navigate("/sotuv")}>
            {t("back")}
          </Button>
        }
      />
    );
  }
  return (
    <div className="sl-page">
      <PageHeader
        title={unit ? t("unit.title", { number: unit.number }) : tp(`titles.${pageKey}`)}
        extra={
          <Space wrap>
            <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(-1)}>
              {t("back")}
            </Button>
            {unit && (
              <Button icon={<AppstoreOutlined />} onClick={() => navigate(`/sotuv_bino/${unit.buildingId}`)}>
                {t("unit.toBoard")}
              </Button>
            )}
          </Space>
        }
      />
      {query.isError && !unit && (
        <LoadFailed title={t("unit.loadFailed")} error={query.error} onRetry={() => void query.refetch()} />
      )}
      {query.isPending && <Skeleton active paragraph={{ rows: 10 }} />}
      {unit && (
        <UnitWorkspace
          key={unit.id}
          unit={unit}
          initialClientId={clientParam}
          rights={{
            book: has("unit_book"),
            release: has("unit_release"),
            contract: has("contract_create"),
            createClient: has("client_create"),
            chooseRoom: user?.pagesDostup.includes("room_choose") ?? false,
          }}
        />
      )}
    </div>
  );
}
