import { Input, type InputRef } from "antd";
import { useCallback, useEffect } from "react";
import { useIMask } from "react-imask";

/** The login mask ##-###-##-## (9 digits); `lazy` keeps the placeholder visible while empty. */
const MASK = { mask: "00-000-00-00", lazy: true } as const;

interface PhoneInputProps {
  id: string;
  value: string;
  onChange: (masked: string) => void;
  status?: "error";
  placeholder: string;
  "aria-label": string;
  "aria-describedby"?: string;
  autoFocus?: boolean;
}

/**
 * An antd Input driven by react-imask. The mask owns the native input (STACK.md: hand the mask
 * `inputRef.input`, keep the Input controlled with the mask's value).
 */
export function PhoneInput({ value, onChange, ...props }: PhoneInputProps) {
  const onAccept = useCallback((masked: string) => onChange(masked), [onChange]);
  const { ref, value: maskedValue, setValue } = useIMask<HTMLInputElement>(MASK, { onAccept });

  // A value set from outside (a reset) goes through the mask as well.
  useEffect(() => {
    if (value !== maskedValue) setValue(value);
  }, [value, maskedValue, setValue]);

  const attach = useCallback(
    (instance: InputRef | null) => {
      ref.current = instance?.input ?? null;
    },
    [ref],
  );

  return (
    <Input
      {...props}
      ref={attach}
      value={maskedValue}
      // The mask listens to the native input events itself; React only mirrors its value.
      onChange={() => undefined}
      prefix="+998"
      inputMode="numeric"
      autoComplete="username"
      size="large"
    />
  );
}
