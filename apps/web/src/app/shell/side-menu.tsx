import { isPageKey, latinToCyrillic } from "@makon/shared";
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

/**
 * The menu entries as links; the current page's entry is highlighted. A section's name is typed
 * in Uzbek (Latin) by whoever set the menu up: in Uzbek Cyrillic it reads letter for letter, as
 * every Cyrillic word is derived (decision 21), so both menus say the same; in Russian a section
 * leading to a known page shows that page's title from the catalogue instead.
 */
export function SideMenu({ entries, activeKey, collapsed = false, onNavigate }: SideMenuProps) {
  const { t, i18n } = useTranslation("shell");
  const { t: tp } = useTranslation("pages");
  const text = (entry: MenuEntry) => {
    if (!("text" in entry.label)) return t(`menu.${entry.label.textKey}`);
    if (i18n.language === "uz-Cyrl") return latinToCyrillic(entry.label.text);
    return i18n.language === "uz" || !isPageKey(entry.key) ? entry.label.text : tp(`titles.${entry.key}`);
  };
  const items: MenuProps["items"] = entries.map((entry) => ({
    key: entry.key,
    icon: <SectionIcon name={entry.icon} />,
    label: (
      <Link to={entry.path} onClick={onNavigate}>
        {text(entry)}
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
