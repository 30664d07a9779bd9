import type { User } from "@makon/shared";
import { useTranslation } from "react-i18next";
import { HistoryDrawer } from "../../../lib/history";

interface UserHistoryProps {
  open: boolean;
  user: User | null;
  onClose: () => void;
}

/** A user's "Tarix": rights, section and sign-ins in words (lib/history presents them). */
export function UserHistory({ open, user, onClose }: UserHistoryProps) {
  const { t } = useTranslation("history");
  return (
    <HistoryDrawer
      open={open}
      onClose={onClose}
      url={user ? `/api/user/${user.id}/history` : null}
      title={t("title", { name: user?.name ?? "" })}
    />
  );
}
