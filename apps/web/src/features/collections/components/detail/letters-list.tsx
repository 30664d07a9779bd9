import { PrinterOutlined } from "@ant-design/icons";
import { type DebtLetter, formatDate, type Language } from "@makon/shared";
import { App } from "antd";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../../../lib/api";
import { formatMoney } from "../../../../lib/format-money";
import { PdfLanguageButton } from "../../../../lib/ui/pdf-language-button";
import { openDebtLetter } from "../../api/open-letter";

/** The case's letters: number, deadline and sums; each printable again. */
export function LettersList({
  caseId,
  letters,
  language,
}: {
  caseId: number;
  letters: DebtLetter[];
  /** The client's: what a plain click prints in. */
  language: Language;
}) {
  const { t } = useTranslation("collections");
  const { message } = App.useApp();
  const errorText = useErrorText();
  if (letters.length === 0) return <p className="dc-muted">{t("detail.lettersEmpty")}</p>;
  return (
    <ul className="dc-list" data-testid="dc-letters">
      {letters.map((l) => (
        <li key={l.id} className="dc-list-item">
          <span className="dc-stack">
            <strong>{t(`letterKind.${l.kind}`)}</strong>
            <span>{t("detail.letterLine", { number: l.number, deadline: formatDate(l.deadline) })}</span>
            <span className="dc-muted">
              {t("detail.letterSums", {
                amount: formatMoney(l.overdueAmount),
                penalty: formatMoney(l.penalty),
              })}
            </span>
          </span>
          <PdfLanguageButton
            language={language}
            icon={<PrinterOutlined />}
            onOpen={(language) =>
              void openDebtLetter(caseId, l.id, language).catch(
                (e: unknown) => void message.error(errorText(e)),
              )
            }
          >
            {t("detail.print")}
          </PdfLanguageButton>
        </li>
      ))}
    </ul>
  );
}
