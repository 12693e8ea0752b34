/**
 * The hero illustration: a spring rising from still water under a soft sun, drawn in the
 * active theme's colours (CSS variables), so it suits every theme and mode. Decorative.
 */
export function WellspringArt({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 400 320" aria-hidden="true" focusable="false" className={className}>
      <defs>
        <radialGradient id="ws-sun" cx="50%" cy="50%" r="50%">
          <stop offset="0" stopColor="var(--ws-glow)" stopOpacity="1" />
          <stop offset="1" stopColor="var(--ws-glow)" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="ws-water" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="var(--ws-water-1)" />
          <stop offset="1" stopColor="var(--ws-water-2)" />
        </linearGradient>
        <linearGradient id="ws-drop" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="var(--ws-water-1)" />
          <stop offset="1" stopColor="var(--ws-water-2)" />
        </linearGradient>
      </defs>
      <circle cx="200" cy="120" r="120" fill="url(#ws-sun)" />
      <ellipse
        className="ws-ripple"
        cx="200"
        cy="238"
        rx="150"
        ry="34"
        fill="none"
        stroke="var(--ws-water-2)"
        strokeWidth="2"
        opacity=".5"
      />
      <ellipse cx="200" cy="238" rx="170" ry="46" fill="url(#ws-water)" opacity=".9" />
      <ellipse cx="200" cy="232" rx="92" ry="18" fill="none" stroke="var(--ws-surface)" strokeWidth="3" opacity=".55" />
      <ellipse cx="200" cy="230" rx="48" ry="9" fill="none" stroke="var(--ws-surface)" strokeWidth="3" opacity=".7" />
      <path d="M200 60c-18 28-40 52-40 80a40 40 0 0 0 80 0c0-28-22-52-40-80z" fill="url(#ws-drop)" />
      <path d="M182 144a20 20 0 0 0 18 20" fill="none" stroke="var(--ws-surface)" strokeWidth="5" strokeLinecap="round" opacity=".8" />
      <path d="M200 180v40" stroke="var(--ws-water-2)" strokeWidth="6" strokeLinecap="round" opacity=".6" />
      <path
        d="M40 290c40 14 80 14 120 0s80-14 120 0 80 14 120 0"
        fill="none"
        stroke="var(--ws-primary)"
        strokeWidth="3"
        strokeLinecap="round"
        opacity=".45"
      />
    </svg>
  );
}
