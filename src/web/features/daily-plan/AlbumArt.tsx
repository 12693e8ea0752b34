import { useState } from "react";
import { albumArtSrc } from "@core/daily-plan";

/**
 * A song's album art. Remote covers go through our own server (never loaded from a third-party
 * host by the browser); without one, or when it fails, our own calm artwork is drawn instead.
 */
export function AlbumArt({ imageUrl, title, artist }: { imageUrl: string | null; title: string; artist: string }) {
  const [failed, setFailed] = useState(false);
  const alt = `Album art for ${title} by ${artist}`;
  const src = albumArtSrc(imageUrl);
  if (src && !failed) {
    return (
      <img
        src={src}
        alt={alt}
        width={72}
        height={72}
        loading="lazy"
        onError={() => setFailed(true)}
        className="size-18 shrink-0 rounded-md object-cover"
      />
    );
  }
  return (
    <svg role="img" aria-label={alt} viewBox="0 0 72 72" className="size-18 shrink-0 rounded-md">
      <rect width="72" height="72" rx="8" fill="var(--ws-surface-2)" />
      <circle cx="36" cy="36" r="22" fill="var(--ws-water-1)" />
      <circle cx="36" cy="36" r="6" fill="var(--ws-water-2)" />
      <path
        d="M46 20v22a5 5 0 1 1-3-4.6V24l-10 2.5"
        fill="none"
        stroke="var(--ws-primary)"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
