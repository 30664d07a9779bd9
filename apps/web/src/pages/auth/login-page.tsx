import type { Language } from "@makon/shared";
import { Card, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { LoginForm } from "../../features/auth";
import { setLanguage, useLanguage } from "../../i18n/language";
import { LanguageMenu } from "../../lib/ui/language-menu";
import { Logo } from "../../lib/ui/logo";

/**
 * /login — phone and password (docs/product.md, Sign-in), and the language, which this browser
 * remembers.
 */
export default function LoginPage({ onSignedIn }: { onSignedIn?: () => void }) {
  const { t } = useTranslation("auth");
  const language = useLanguage();
  return (
    <main className="login-screen">
      <Card className="login-card">
        <div className="login-language">
          <LanguageMenu
            value={language}
            onChange={(next: Language) => void setLanguage(next).catch(() => undefined)}
          />
        </div>
        <div className="login-head">
          <Logo size={44} />
          <Typography.Title level={2} className="login-title">
            {t("title")}
          </Typography.Title>
          <Typography.Text type="secondary">{t("subtitle")}</Typography.Text>
        </div>
        <LoginForm onSignedIn={onSignedIn} />
      </Card>
    </main>
  );
}
