import { ReloadOutlined } from "@ant-design/icons";
import { Alert, Button } from "antd";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../api";

interface LoadFailedProps {
  /** What could not be loaded, in the screen's words ("Roʻyxatni yuklab boʻlmadi"). */
  title: string;
  /** The request's error: its Uzbek message is the description. */
  error: unknown;
  onRetry: () => void;
  className?: string;
}

/** A list, card or board that could not be loaded: what, why in Uzbek, and "Qayta urinish". */
export function LoadFailed({ title, error, onRetry, className }: LoadFailedProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <Alert
      className={className}
      type="error"
      showIcon
      title={title}
      description={errorText(error)}
      action={
        <Button icon={<ReloadOutlined />} onClick={onRetry}>
          {t("retry")}
        </Button>
      }
    />
  );
}
