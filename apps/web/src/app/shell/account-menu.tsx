import { DownOutlined, KeyOutlined, LaptopOutlined } from "@ant-design/icons";
import { Button, Dropdown } from "antd";
import { type ReactNode, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { preloadable } from "../../lib/preloadable";

// The top bar is on every screen's first load: the users feature with its two dialogs (a form, a
// table) comes when the menu opens, not with the app's first bytes.
const passwordModal = preloadable<{ onClose: () => void }>(() =>
  import("../../features/users").then((m) => ({ default: m.PasswordModal })),
);
const sessionsModal = preloadable<{ onClose: () => void }>(() =>
  import("../../features/users").then((m) => ({ default: m.MySessionsModal })),
);

/**
 * One's own name in the top bar opens one's own account (decision 46): the password and the
 * sessions, which only an administrator could touch before. The language is the bar's switch.
 */
export function AccountMenu({ children, label }: { children: ReactNode; label: string }) {
  const { t } = useTranslation("shell");
  const [open, setOpen] = useState<"password" | "sessions" | null>(null);
  return (
    <>
      <Dropdown
        trigger={["click"]}
        onOpenChange={(opened) => {
          if (!opened) return;
          void passwordModal.preload();
          void sessionsModal.preload();
        }}
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
      <Suspense fallback={null}>
        {open === "password" && <passwordModal.Component onClose={() => setOpen(null)} />}
        {open === "sessions" && <sessionsModal.Component onClose={() => setOpen(null)} />}
      </Suspense>
    </>
  );
}
