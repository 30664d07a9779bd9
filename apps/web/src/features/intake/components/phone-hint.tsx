import { Spin } from "antd";
import { useTranslation } from "react-i18next";

interface PhoneHintProps {
  checking: boolean;
  failed: boolean;
  hint: string;
}

/** Under the phone: the lookup running, its failure (saving still works: the API refuses a duplicate), or the hint. */
export function PhoneHint({ checking, failed, hint }: PhoneHintProps) {
  const { t } = useTranslation("intake");
  if (checking)
    return (
      <span className="intake-phone-hint">
        <Spin size="small" /> {t("form.checking")}
      </span>
    );
  if (failed) return <span className="intake-phone-failed">{t("lookupFailed")}</span>;
  return <span className="intake-phone-hint">{hint}</span>;
}
