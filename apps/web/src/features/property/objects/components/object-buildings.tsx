import { AppstoreOutlined, InfoCircleOutlined, PlusOutlined } from "@ant-design/icons";
import type { Building } from "@makon/shared";
import { Button, Empty, Spin } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { BuildStatusTag } from "./build-status-tag";

interface ObjectBuildingsProps {
  objectId: number;
  objectName: string;
  /** The object's buildings; undefined while the whole list is still loading. */
  buildings: Building[] | undefined;
  /** property_edit on an active object: a way to /info_add with this object chosen. */
  canAdd: boolean;
}

/** An object's buildings (its expanded row): each with links to its chessboard and its details. */
export function ObjectBuildings({ objectId, objectName, buildings, canAdd }: ObjectBuildingsProps) {
  const { t } = useTranslation("objects");
  const navigate = useNavigate();
  const add = canAdd && (
    <Button icon={<PlusOutlined />} onClick={() => navigate(`/info_add?objectId=${objectId}`)}>
      {t("addBuilding")}
    </Button>
  );
  if (!buildings) return <Spin size="small" description={t("buildings.loading")} />;
  if (buildings.length === 0) {
    return (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("buildings.empty")}>
        {add}
      </Empty>
    );
  }
  return (
    <>
      <ul className="obj-buildings" aria-label={t("buildings.title", { name: objectName })}>
        {buildings.map((b) => (
          <li key={b.id} className="obj-building" data-building-id={b.id}>
            <div className="obj-building-main">
              <span className="obj-building-name">{b.name}</span>
              <BuildStatusTag status={b.buildStatus} />
              <span className="obj-building-meta">
                {t("buildings.floors", { count: b.floors })} ·{" "}
                {t("buildings.entrances", { count: b.entrances })}
              </span>
            </div>
            <div className="obj-building-links">
              <Link to={`/bino/${b.id}`} aria-label={`${b.name}: ${t("buildings.chessboard")}`}>
                <AppstoreOutlined /> {t("buildings.chessboard")}
              </Link>
              <Link to={`/bino_about/${b.id}`} aria-label={`${b.name}: ${t("buildings.about")}`}>
                <InfoCircleOutlined /> {t("buildings.about")}
              </Link>
            </div>
          </li>
        ))}
      </ul>
      {add && <div className="obj-buildings-add">{add}</div>}
    </>
  );
}
