import { DownOutlined, GlobalOutlined } from "@ant-design/icons";
import { isLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from "@makon/shared";
import { Button, Menu, type MenuProps, Popover } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";

interface LanguageMenuProps {
  value: Language;
  onChange: (language: Language) => void;
  loading?: boolean;
  className?: string;
}

/**
 * The app's language switch (top bar, sign-in page): a button naming the language read now and a
 * menu of the three, each named in itself. A popover with a menu, both already loaded by the shell
 * (the notifications, the side menu), rather than a Select or a Dropdown: the main route's
 * JavaScript has a budget (docs/decisions/0017).
 */
export function LanguageMenu({ value, onChange, loading, className }: LanguageMenuProps) {
  const { t } = useTranslation("languages");
  const [open, setOpen] = useState(false);
  const items: MenuProps["items"] = LANGUAGES.map((l) => ({
    key: l,
    label: <span lang={l}>{LANGUAGE_NAMES[l]}</span>,
  }));
  const choose: MenuProps["onClick"] = ({ key }) => {
    setOpen(false);
    if (isLanguage(key) && key !== value) onChange(key);
  };
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      arrow={false}
      open={open}
      onOpenChange={setOpen}
      classNames={{ root: "language-menu-popover" }}
      content={<Menu className="language-menu" items={items} selectedKeys={[value]} onClick={choose} />}
    >
      <Button
        type="text"
        className={className}
        icon={<GlobalOutlined />}
        loading={loading}
        aria-label={`${t("switch")}: ${LANGUAGE_NAMES[value]}`}
        aria-haspopup="menu"
        aria-expanded={open}
      >
        <span className="language-menu-name" lang={value}>
          {LANGUAGE_NAMES[value]}
        </span>
        <DownOutlined className="language-menu-arrow" />
      </Button>
    </Popover>
  );
}
