import { ReloadOutlined } from "@ant-design/icons";
import { Alert, Button, Col, Empty, Row, Skeleton } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useUnitStats } from "../api/use-unit-stats";
import { summariseStats } from "../summarise-stats";
import { ObjectStatCard } from "./object-stat-card";

/** The dashboard's cards, one per object, with loading, failure and empty states. */
export function ObjectStats() {
  const { t } = useTranslation("home");
  const { t: tc } = useTranslation();
  const { data, loading, failed, refresh } = useUnitStats();
  const summaries = useMemo(() => summariseStats(data ?? []), [data]);

  const refreshButton = (
    <Button icon={<ReloadOutlined />} onClick={() => void refresh()} loading={loading}>
      {tc("refresh")}
    </Button>
  );

  if (data === undefined) {
    if (loading || !failed) return <Skeleton active paragraph={{ rows: 6 }} />;
    return <Alert type="error" showIcon title={t("loadFailed")} action={refreshButton} />;
  }

  return (
    <section aria-busy={loading}>
      <div className="section-toolbar">
        <span className="muted-text">{t("subtitle")}</span>
        {refreshButton}
      </div>
      {summaries.length === 0 ? (
        <div className="content-panel">
          <Empty description={t("empty")} />
        </div>
      ) : (
        <Row gutter={[16, 16]}>
          {summaries.map((summary) => (
            <Col key={summary.objectId} xs={24} lg={12} xxl={8}>
              <ObjectStatCard summary={summary} />
            </Col>
          ))}
        </Row>
      )}
    </section>
  );
}
