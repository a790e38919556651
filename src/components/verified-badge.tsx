const VERIFIED_STORE = 'Verified store';

/** The tick shown beside verified stores, named for screen readers (decorative when the
 * label is empty because the text beside it says it). */
export function VerifiedBadge({ label = VERIFIED_STORE }: { label?: string }) {
  return (
    <svg
      className="verified-badge"
      viewBox="0 0 24 24"
      width="18"
      height="18"
      role={label ? 'img' : undefined}
      aria-label={label || undefined}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <path
        d="M12 2l2.4 2.1 3.2-.4.9 3.1 2.8 1.6-1.2 3 1.2 3-2.8 1.6-.9 3.1-3.2-.4L12 22l-2.4-2.1-3.2.4-.9-3.1-2.8-1.6 1.2-3-1.2-3 2.8-1.6.9-3.1 3.2.4z"
        fill="currentColor"
      />
      <path d="M8 12.5l2.6 2.6L16.5 9" fill="none" stroke="#fff" strokeWidth="2" />
    </svg>
  );
}
