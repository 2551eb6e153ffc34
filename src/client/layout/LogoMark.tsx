interface LogoMarkProps {
  size?: number;
}

/** The KaziStay mark: a roof over a laptop, with an amber sun. Decorative (the wordmark names it). */
export function LogoMark({ size = 32 }: LogoMarkProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--mantine-color-kazi-8)" />
      <circle cx="23.5" cy="8.5" r="3" fill="var(--mantine-color-amber-4)" />
      <path
        d="M6 15.5 16 8l10 7.5"
        fill="none"
        stroke="#fff"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="10" y="15" width="12" height="7.5" rx="1.2" fill="none" stroke="#fff" strokeWidth="2" />
      <path d="M7.5 25.5h17" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  );
}
