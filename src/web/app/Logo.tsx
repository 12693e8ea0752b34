/** The Wellspring mark: a drop rising from a well's water line. */
export function LogoMark({ className = "size-8" }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={className}>
      <path d="M32 6c-7 10-14 18-14 27a14 14 0 0 0 28 0c0-9-7-17-14-27z" fill="var(--ws-water-2)" />
      <path d="M26 34a6 6 0 0 0 6 6" fill="none" stroke="var(--ws-surface)" strokeWidth="3" strokeLinecap="round" />
      <path d="M10 52c7 4 13 4 22 0s15-4 22 0" fill="none" stroke="var(--ws-primary)" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
