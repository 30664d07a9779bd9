import { AppstoreOutlined, PlusOutlined } from "@ant-design/icons";
import { Button, Result } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { CreatedBuilding } from "../api/use-create-building";

/** After saving: how many units were made, and the way to the new building's chessboard. */
export function BuildingCreated({ building, onAgain }: { building: CreatedBuilding; onAgain: () => void }) {
  const { t } = useTranslation("infoAdd");
  const navigate = useNavigate();
  return (
    <Result
      className="ia-panel ia-created"
      status="success"
      title={t("created.title", { name: building.name })}
      subTitle={
        <span data-units={building.unitsCount}>{t("created.subTitle", { count: building.unitsCount })}</span>
      }
      extra={[
        <Button
          key="open"
          type="primary"
          icon={<AppstoreOutlined />}
          onClick={() => navigate(`/bino/${building.id}`)}
        >
          {t("created.open")}
        </Button>,
        <Button key="again" icon={<PlusOutlined />} onClick={onAgain}>
          {t("created.another")}
        </Button>,
      ]}
    />
  );
}
