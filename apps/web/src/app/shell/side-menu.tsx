import { Menu, type MenuProps } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { SectionIcon } from "../../features/sections";
import type { MenuEntry } from "./menu-entries";

interface SideMenuProps {
  entries: MenuEntry[];
  activeKey: string | undefined;
  collapsed?: boolean;
  /** Called after a link is followed (the drawer closes). */
  onNavigate?: () => void;
}

/** The menu entries as links; the current page's entry is highlighted. */
export function SideMenu({ entries, activeKey, collapsed = false, onNavigate }: SideMenuProps) {
  const { t } = useTranslation("shell");
  const items: MenuProps["items"] = entries.map((entry) => ({
    key: entry.key,
    icon: <SectionIcon name={entry.icon} />,
    label: (
      <Link to={entry.path} onClick={onNavigate}>
        {"text" in entry.label ? entry.label.text : t(`menu.${entry.label.textKey}`)}
      </Link>
    ),
  }));
  return (
    <nav aria-label={t("navigation")}>
      <Menu
        mode="inline"
        items={items}
        selectedKeys={activeKey ? [activeKey] : []}
        inlineCollapsed={collapsed}
        className="side-menu"
      />
    </nav>
  );
}
