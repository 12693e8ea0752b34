/**
 * A group card's default picture: people gathered around a light, drawn in the theme's colours.
 * Our own SVG (no stock photo, nothing from another host); a seed varies the scene per group.
 */
export function GroupArt({ seed, className }: { seed: string; className?: string }) {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const shift = (hash % 5) * 12;
  const hills = hash % 2 === 0;
  return (
    <svg viewBox="0 0 320 140" aria-hidden="true" focusable="false" preserveAspectRatio="xMidYMid slice" className={className}>
      <rect width="320" height="140" fill="var(--ws-surface-2)" />
      <circle cx={160 + shift - 24} cy="58" r="44" fill="var(--ws-glow)" opacity=".9" />
      {hills ? (
        <path d="M0 110c50-24 90-24 140 0s100 24 180-6v36H0z" fill="var(--ws-water-1)" />
      ) : (
        <path d="M0 104c60 10 120 10 180 0s100-10 140 0v36H0z" fill="var(--ws-water-1)" />
      )}
      <path d="M0 122c60 12 120 12 180 0s100-12 140 0v18H0z" fill="var(--ws-water-2)" opacity=".55" />
      {[0, 1, 2, 3].map((i) => {
        const x = 104 + i * 36 + (i > 1 ? 8 : 0);
        return (
          <g key={i} fill="var(--ws-primary)" opacity={0.55 + (i % 2) * 0.2}>
            <circle cx={x} cy="86" r="8" />
            <path d={`M${x - 12} 112a12 14 0 0 1 24 0z`} />
          </g>
        );
      })}
      <path d="M160 78c-5 7-10 12-10 18a10 10 0 0 0 20 0c0-6-5-11-10-18z" fill="var(--ws-primary)" />
    </svg>
  );
}
