import { DownOutlined, KeyOutlined, LaptopOutlined } from "@ant-design/icons";
import { Button, Dropdown } from "antd";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { MySessionsModal } from "./my-sessions-modal";
import { PasswordModal } from "./password-modal";

/**
 * One's own name in the top bar opens one's own account (issue 48): the password and the
 * sessions, which only an administrator could touch before. The language is the bar's switch.
 */
export function AccountMenu({ children, label }: { children: ReactNode; label: string }) {
  const { t } = useTranslation("shell");
  const [open, setOpen] = useState<"password" | "sessions" | null>(null);
  return (
    <>
      <Dropdown
        trigger={["click"]}
        menu={{
          items: [
            { key: "password", icon: <KeyOutlined />, label: t("account.password") },
            { key: "sessions", icon: <LaptopOutlined />, label: t("account.sessions") },
          ],
          onClick: ({ key }) => setOpen(key as "password" | "sessions"),
        }}
      >
        <Button type="text" className="top-bar-user" aria-label={label}>
          {children}
          <DownOutlined className="top-bar-user-caret" />
        </Button>
      </Dropdown>
      {open === "password" && <PasswordModal onClose={() => setOpen(null)} />}
      {open === "sessions" && <MySessionsModal onClose={() => setOpen(null)} />}
    </>
  );
}
