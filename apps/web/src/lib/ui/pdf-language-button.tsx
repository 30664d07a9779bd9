import { DownOutlined } from "@ant-design/icons";
import { isLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from "@makon/shared";
import { Button, Dropdown, type MenuProps, Space, Tooltip } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

interface PdfLanguageButtonProps {
  /**
   * The client's language, which a plain click prints in (no ?lang=: the server's default), left
   * out of the menu. Unknown here, the menu offers all three.
   */
  language?: Language;
  /** Opens the paper; `language` undefined means the client's own. */
  onOpen: (language: Language | undefined) => void;
  loading?: boolean;
  icon?: ReactNode;
  /** The button's words ("Shartnoma PDF"). */
  children: ReactNode;
  /** Names the arrow for the browser tests when a screen has several such buttons. */
  testId?: string;
}

/**
 * A paper's print button in the client's language, with an arrow beside it offering the other
 * languages (a client who asked for their contract in Cyrillic, a Russian-speaking notary).
 */
export function PdfLanguageButton({
  language,
  onOpen,
  loading,
  icon,
  children,
  testId,
}: PdfLanguageButtonProps) {
  const { t } = useTranslation("languages");
  const items: MenuProps["items"] = [
    {
      type: "group",
      label: t("printOther"),
      children: LANGUAGES.filter((l) => l !== language).map((l) => ({ key: l, label: LANGUAGE_NAMES[l] })),
    },
  ];
  return (
    <Space.Compact>
      <Tooltip title={language ? t("printsIn", { language: LANGUAGE_NAMES[language] }) : undefined}>
        <Button icon={icon} loading={loading} onClick={() => onOpen(undefined)}>
          {children}
        </Button>
      </Tooltip>
      <Dropdown
        trigger={["click"]}
        disabled={loading}
        menu={{ items, onClick: ({ key }) => isLanguage(key) && onOpen(key) }}
      >
        <Button icon={<DownOutlined />} aria-label={t("printOther")} data-testid={testId} />
      </Dropdown>
    </Space.Compact>
  );
}
