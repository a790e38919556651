export interface CloseButtonProps {
  /** Its accessible name: what it closes, clears or removes. */
  label: string;
  className?: string;
  onClick: () => void;
}

/** The × button that closes, clears or removes something; the × itself is not read out. */
export function CloseButton({ label, className, onClick }: CloseButtonProps) {
  return (
    <button type="button" className={className} aria-label={label} onClick={onClick}>
      <span aria-hidden="true">×</span>
    </button>
  );
}
