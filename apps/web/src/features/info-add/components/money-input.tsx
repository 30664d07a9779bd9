import { formatMoney } from "@makon/shared";
import { InputNumber, type InputNumberProps } from "antd";

/** Whole soʻm with spaces between thousands; typing anything but digits is ignored. */
export function MoneyInput(props: InputNumberProps<number>) {
  return (
    <InputNumber<number>
      precision={0}
      step={100_000}
      className="ia-full"
      formatter={(v) =>
        v === undefined || v === null || String(v) === "" ? "" : formatMoney(Number(v), false)
      }
      parser={(v) => {
        const digits = (v ?? "").replace(/\D/g, "");
        return digits === "" ? (null as unknown as number) : Number(digits);
      }}
      {...props}
    />
  );
}
