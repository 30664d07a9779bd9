/** The name a browser saves a file under: RFC 6266's filename* when given, else filename. */
export function savedName(header: string | string[] | number | undefined): string {
  const value = String(header ?? "");
  const extended = /filename\*=UTF-8''([^;]+)/.exec(value);
  if (extended?.[1]) return decodeURIComponent(extended[1]);
  return /filename="([^"]*)"/.exec(value)?.[1] ?? "";
}
