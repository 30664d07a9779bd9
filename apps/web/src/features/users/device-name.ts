/** Browser and system in a few words ("Chrome 140 · Windows") from a User-Agent string. */
export function deviceName(userAgent: string | null | undefined): string | null {
  if (!userAgent) return null;
  const ua = userAgent;
  const browser =
    match(ua, /Edg(?:e|A|iOS)?\/(\d+)/, "Edge") ??
    match(ua, /OPR\/(\d+)/, "Opera") ??
    match(ua, /YaBrowser\/(\d+)/, "Yandex") ??
    match(ua, /HeadlessChrome\/(\d+)/, "Chrome (headless)") ??
    match(ua, /(?:Chrome|CriOS)\/(\d+)/, "Chrome") ??
    match(ua, /(?:Firefox|FxiOS)\/(\d+)/, "Firefox") ??
    (/Safari\//.test(ua) ? match(ua, /Version\/(\d+)/, "Safari") : undefined) ??
    match(ua, /^([\w.-]+)\/(\d+)/, "");
  const system = /Android/.test(ua)
    ? "Android"
    : /iPhone|iPad|iPod/.test(ua)
      ? "iOS"
      : /Windows/.test(ua)
        ? "Windows"
        : /Mac OS X|Macintosh/.test(ua)
          ? "macOS"
          : /Linux|X11/.test(ua)
            ? "Linux"
            : undefined;
  const parts = [browser, system].filter(Boolean);
  return parts.length > 0 ? parts.join(" · ") : ua.slice(0, 60);
}

function match(ua: string, re: RegExp, name: string): string | undefined {
  const m = re.exec(ua);
  if (!m) return undefined;
  // A bare "product/version" (curl/8.1) names itself.
  if (!name) return `${m[1]} ${m[2]}`;
  return `${name} ${m[1]}`;
}
