import { Button, Result } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";

/** The standalone /404 and /noEnter pages: a message and a way home. */
export function MessagePage({ status, title }: { status: "404" | "403"; title: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <main className="center-screen">
      <Result
        status={status}
        title={<h1 className="message-title">{title}</h1>}
        extra={
          <Button type="primary" size="large" onClick={() => navigate("/")}>
            {t("toHome")}
          </Button>
        }
      />
    </main>
  );
}
