interface ChevronDownIconProps {
  size?: number;
}

/** Decorative chevron (no icon library in the dependency set); callers provide the text. */
export function ChevronDownIcon({ size = 16 }: ChevronDownIconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
