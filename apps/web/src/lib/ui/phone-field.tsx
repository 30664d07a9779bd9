import { Input, type InputRef } from "antd";
import { useCallback, useEffect } from "react";
import { useIMask } from "react-imask";

/** The login mask ##-###-##-## (9 digits), as staff type phones everywhere. */
const MASK = { mask: "00-000-00-00", lazy: true } as const;

interface PhoneFieldProps {
  id?: string;
  /** The masked value ("90-123-45-67"); antd's Form.Item hands it in. */
  value?: string;
  onChange?: (masked: string) => void;
  placeholder?: string;
  disabled?: boolean;
  status?: "error" | "warning" | "";
  "aria-invalid"?: boolean | "true" | "false";
  "aria-describedby"?: string;
  "aria-label"?: string;
  autoFocus?: boolean;
  /** "username" on the sign-in form, so the browser offers the saved phone; off elsewhere. */
  autoComplete?: string;
  size?: "large" | "middle" | "small";
}

/**
 * A masked phone input for antd forms. The mask owns the native input: hand the mask
 * `inputRef.input` and keep the Input controlled with the mask's value, or the two fight over it.
 */
export function PhoneField({ value = "", onChange, autoComplete = "off", ...props }: PhoneFieldProps) {
  const onAccept = useCallback((masked: string) => onChange?.(masked), [onChange]);
  const { ref, value: maskedValue, setValue } = useIMask<HTMLInputElement>(MASK, { onAccept });

  // A value set from outside (a reset, the form opened for another employee) goes through the mask.
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
      onChange={() => undefined}
      prefix="+998"
      inputMode="numeric"
      autoComplete={autoComplete}
    />
  );
}
