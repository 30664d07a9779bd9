import { Col, Empty, Row, Skeleton } from "antd";
import { useTranslation } from "react-i18next";
import { LoadFailed } from "../../../lib/ui/load-failed";
import { Panel } from "../../../lib/ui/panel";
import { useHome } from "../api/use-home";
import { HomeTile } from "./home-tile";
import "../home.css";

/** The viewer's groups (one per role page they hold), each a card of tiles; above the objects. */
export function HomeGroups() {
  const { t } = useTranslation("home");
  const home = useHome();

  if (!home.data) {
    if (home.isError)
      return (
        <LoadFailed
          className="home-work"
          title={t("work.loadFailed")}
          error={home.error}
          onRetry={() => void home.refetch()}
        />
      );
    return (
      <section className="home-work" aria-busy="true">
        <Row gutter={[16, 16]}>
          {[0, 1].map((i) => (
            <Col key={i} xs={24} xl={12}>
              <Panel>
                <Skeleton active paragraph={{ rows: 3 }} />
              </Panel>
            </Col>
          ))}
        </Row>
      </section>
    );
  }

  const { groups } = home.data;
  return (
    <section className="home-work" aria-labelledby="home-work-title" aria-busy={home.isFetching}>
      <h2 id="home-work-title" className="home-work-title">
        {t("work.title")}
      </h2>
      {groups.length === 0 ? (
        <div className="content-panel">
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("work.empty")} />
        </div>
      ) : (
        <Row gutter={[16, 16]}>
          {groups.map((g) => (
            <Col key={g.group} xs={24} xl={groups.length === 1 ? 24 : 12}>
              <Panel
                className="home-group-card"
                title={t(`groups.${g.group}`)}
                size="small"
                data-group={g.group}
              >
                <div className="home-tiles">
                  {g.tiles.map((tile) => (
                    <HomeTile key={tile.key} group={g.group} tile={tile} />
                  ))}
                </div>
              </Panel>
            </Col>
          ))}
        </Row>
      )}
    </section>
  );
}
