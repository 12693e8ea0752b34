// The three-dot indicator shown while a reply is pending (spec section 2).
export function PendingReply() {
  return (
    <div
      role="status"
      aria-label="The assistant is preparing a reply"
      className="inline-flex items-center gap-1.5 rounded-2xl rounded-bl-sm border border-border bg-surface px-4 py-3 shadow-soft"
    >
      {[0, 1, 2].map((dot) => (
        <span
          key={dot}
          aria-hidden="true"
          className="size-2.5 rounded-full bg-muted"
          style={{ animation: `ws-typing 1.2s ${dot * 0.2}s ease-in-out infinite` }}
        />
      ))}
    </div>
  );
}
