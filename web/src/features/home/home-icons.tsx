// The few decorative line icons of the home page (hidden from assistive technology).
const PATHS = {
  house: 'M3 11l9-8 9 8M5 9.5V21h5v-6h4v6h5V9.5',
  document: 'M14 3H6v18h12V7l-4-4zM14 3v4h4M9 12h6M9 16h6',
  checklist: 'M10 6h10M10 12h10M10 18h10M3.5 6l1.5 1.5L7.5 5M3.5 12l1.5 1.5 2.5-2.5M3.5 18l1.5 1.5 2.5-2.5',
  video: 'M3 7h12v10H3zM15 10.5l6-3.5v10l-6-3.5',
  bulb: 'M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3z',
} as const;

export type IconName = keyof typeof PATHS;

export function HomeIcon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
