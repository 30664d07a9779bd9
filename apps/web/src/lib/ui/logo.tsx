/** The Makon mark: a house in a rounded square, and the name. */
export function Logo({ size = 32, showName = true }: { size?: number; showName?: boolean }) {
  return (
    <span className="logo">
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="#0f5e54" />
        <path d="M7 24V13l9-6 9 6v11h-6v-7h-6v7z" fill="#fff" />
      </svg>
      {showName && <span className="logo-name">Makon</span>}
    </span>
  );
}
