import { InputNumber, type InputNumberProps } from "antd";
import { formatMoney } from "../format-money";

const FULL_WIDTH = { width: "100%" } as const;

/**
 * Whole soʻm with spaces between thousands; typing anything but digits is ignored, and an
 * emptied box is null (not 0), so clearing a filter or a field really clears it.
 */
export function MoneyInput(props: InputNumberProps<number>) {
  return (
    <InputNumber<number>
      precision={0}
      step={100_000}
      style={FULL_WIDTH}
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
