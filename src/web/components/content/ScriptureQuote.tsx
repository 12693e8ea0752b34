import { cx } from "../ui/cx";

// John 4:14, World English Bible (public domain): the verse the product is named for.
export const JOHN_4_14 = {
  text: "but whoever drinks of the water that I will give him will never thirst again; but the water that I will give him will become in him a well of water springing up to eternal life.",
  reference: "John 4:14, WEB",
} as const;

export function ScriptureQuote({ className }: { className?: string }) {
  return (
    <figure className={cx("mx-auto max-w-3xl px-6 text-center", className)}>
      <blockquote className="text-xl italic leading-relaxed text-fg sm:text-2xl">
        <p>“{JOHN_4_14.text}”</p>
      </blockquote>
      <figcaption className="mt-4 text-sm font-semibold tracking-wide text-muted">— {JOHN_4_14.reference}</figcaption>
    </figure>
  );
}
