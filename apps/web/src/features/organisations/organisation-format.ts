/** Keeps the digits of what was typed or pasted ("2020 8000-…" → "20208000…"). */
export function digitsOnly(input: string): string {
  return input.replace(/\D/g, "");
}

/** A 20-digit account number in groups of four for reading: "2020 8000 1234 5678 9012". */
export function groupAccountNumber(input: string): string {
  const digits = digitsOnly(input);
  return digits.replace(/(\d{4})(?=\d)/g, "$1 ");
}
