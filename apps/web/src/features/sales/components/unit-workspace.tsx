import { FileAddOutlined } from "@ant-design/icons";
import type { UnitRow } from "@makon/shared";
import { Button, Tooltip } from "antd";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useClientCard } from "../../clients";
import { type CalcInput, calculate, tashkentToday } from "../sales-model";
import { BookingPanel } from "./booking-panel";
import { ChosenClient } from "./chosen-client";
import { ClientPicker } from "./client-picker";
import { ContractModal } from "./contract-modal";
import { PriceCalculator } from "./price-calculator";
import { UnitDetails } from "./unit-details";

export interface SalesRights {
  book: boolean;
  release: boolean;
  contract: boolean;
  createClient: boolean;
  chooseRoom: boolean;
}

interface Props {
  unit: UnitRow;
  /** ?client= from the address (room choice hands the client over). */
  initialClientId: number | null;
  rights: SalesRights;
}

/** Default deal: an installment with 30 % down over 12 months, the most common sale. */
const defaultInput = (unit: UnitRow): CalcInput => ({
  discount: 0,
  paymentType: "installment",
  downPayment: Math.round(unit.totalPrice * 0.3),
  months: 12,
});

/** The unit card's working area: details, calculator, client, booking and the contract button. */
export function UnitWorkspace({ unit, initialClientId, rights }: Props) {
  const { t } = useTranslation("sales");
  const [input, setInput] = useState<CalcInput>(() => defaultInput(unit));
  // The holder of a booked unit stays chosen after a release, so booking again is one click.
  const [picked, setPicked] = useState<number | null>(
    () => initialClientId ?? (unit.status === "booked" ? unit.clientId : null),
  );
  const [picking, setPicking] = useState(false);
  const [contractOpen, setContractOpen] = useState(false);
  const today = tashkentToday();
  const result = useMemo(() => calculate(unit, input, today), [unit, input, today]);
  // A booked unit's holder is the natural client for its contract unless another is chosen.
  const clientId = picked ?? (unit.status === "booked" ? unit.clientId : null);
  const client = useClientCard(clientId);

  const ownBooking = unit.status === "booked" && unit.clientId === clientId;
  const canSell = unit.status === "available" || ownBooking;
  const contractBlock =
    clientId === null ? t("contract.needClient") : !canSell ? t("contract.otherClient") : null;
  const showContract = rights.contract && (unit.status === "available" || unit.status === "booked");

  return (
    <div className="sl-unit-layout">
      <div className="sl-unit-main">
        <section className="content-panel sl-panel">
          <UnitDetails unit={unit} />
        </section>
        <section className="content-panel sl-panel">
          <h3>{t("calc.title")}</h3>
          <PriceCalculator value={input} onChange={setInput} result={result} />
        </section>
      </div>
      <aside className="sl-unit-side">
        {(rights.book || rights.contract || unit.status === "booked") && (
          <section className="content-panel sl-panel sl-client-panel">
            <h3>{t("client.title")}</h3>
            {clientId !== null && !picking ? (
              <ChosenClient
                clientId={clientId}
                canChooseRoom={rights.chooseRoom}
                onChange={() => setPicking(true)}
              />
            ) : rights.book || rights.contract ? (
              <ClientPicker
                canCreate={rights.createClient}
                onPick={(id) => {
                  setPicked(id);
                  setPicking(false);
                }}
              />
            ) : (
              <div className="sl-muted">{t("client.none")}</div>
            )}
          </section>
        )}
        <section className="content-panel sl-panel sl-booking-panel">
          <h3>{t("booking.title")}</h3>
          <BookingPanel unit={unit} clientId={clientId} canBook={rights.book} canRelease={rights.release} />
          {unit.status !== "available" && unit.status !== "booked" && (
            <div className="sl-muted">{t("booking.notFree")}</div>
          )}
          {showContract && (
            <Tooltip
              title={(contractBlock ?? result.problem) ? (contractBlock ?? t("calc.invalid")) : undefined}
            >
              <Button
                type="primary"
                size="large"
                block
                icon={<FileAddOutlined />}
                className="sl-contract-button"
                disabled={contractBlock !== null || result.problem !== null}
                onClick={() => setContractOpen(true)}
              >
                {t("contract.create")}
              </Button>
            </Tooltip>
          )}
        </section>
      </aside>
      {contractOpen && clientId !== null && (
        <ContractModal
          open
          onClose={() => setContractOpen(false)}
          unit={unit}
          clientId={clientId}
          clientName={client.data?.fullName ?? unit.clientName ?? ""}
          input={input}
          result={result}
        />
      )}
    </div>
  );
}
