import {
  FullscreenExitOutlined,
  FullscreenOutlined,
  LogoutOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  UserOutlined,
} from "@ant-design/icons";
import type { CurrentUser } from "@makon/shared";
import { Avatar, Button, Layout, Tooltip } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { NotificationBell } from "../../features/notifications";
import { Logo } from "../../lib/ui/logo";
import { HOME_PATH } from "../routes";
import { AccountMenu } from "./account-menu";
import { LanguageSwitch } from "./language-switch";
import { useFullscreen } from "./use-fullscreen";

interface TopBarProps {
  user: CurrentUser;
  menuOpen: boolean;
  onToggleMenu: () => void;
  onLogout: () => void;
  loggingOut: boolean;
}

/**
 * Logo, menu toggle, the language switch, notifications, full-screen toggle, the user's name and
 * role, and logout (docs/product.md, Shell).
 */
export function TopBar({ user, menuOpen, onToggleMenu, onLogout, loggingOut }: TopBarProps) {
  const { t } = useTranslation("shell");
  const { t: tc } = useTranslation();
  const fullscreen = useFullscreen();

  return (
    <Layout.Header className="top-bar">
      <Button
        type="text"
        className="top-bar-button"
        icon={menuOpen ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
        onClick={onToggleMenu}
        aria-label={t("menuToggle")}
        aria-expanded={menuOpen}
      />
      <Link to={HOME_PATH} className="top-bar-logo" aria-label={tc("appName")}>
        <Logo />
      </Link>
      <div className="top-bar-spacer" />
      <LanguageSwitch />
      <NotificationBell />
      <Tooltip title={fullscreen.active ? t("fullscreenExit") : t("fullscreen")}>
        <Button
          type="text"
          className="top-bar-button"
          icon={fullscreen.active ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
          onClick={fullscreen.toggle}
          aria-label={t("fullscreen")}
          aria-pressed={fullscreen.active}
        />
      </Tooltip>
      <AccountMenu label={t("account.menu", { name: user.name })}>
        <Avatar icon={<UserOutlined />} className="top-bar-avatar" />
        <span className="top-bar-user-text">
          <span className="top-bar-name">{user.name}</span>
          <span className="top-bar-role">{user.role}</span>
        </span>
      </AccountMenu>
      <Button
        type="text"
        className="top-bar-button top-bar-logout"
        icon={<LogoutOutlined />}
        onClick={onLogout}
        loading={loggingOut}
        aria-label={t("logout")}
      >
        <span className="top-bar-logout-text">{t("logout")}</span>
      </Button>
    </Layout.Header>
  );
}
