import { Card, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { LoginForm } from "../../features/auth";
import { Logo } from "../../lib/ui/logo";

/** /login — phone and password (spec §2, §5). */
export default function LoginPage() {
  const { t } = useTranslation("auth");
  return (
    <main className="login-screen">
      <Card className="login-card">
        <div className="login-head">
          <Logo size={44} />
          <Typography.Title level={2} className="login-title">
            {t("title")}
          </Typography.Title>
          <Typography.Text type="secondary">{t("subtitle")}</Typography.Text>
        </div>
        <LoginForm />
      </Card>
    </main>
  );
}
