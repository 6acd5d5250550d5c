/** The cue beside a link that opens a new tab: a small arrow-out-of-box icon, and the words for screen readers. */
export function ExternalCue({ label, className = 'ml-1 inline-block h-[0.8em] w-[0.8em] shrink-0 align-[-0.05em]' }: { label: string; className?: string }) {
  return (
    <>
      <svg
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 16 16"
        data-external-cue=""
        className={className}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M9 2.5h4.5V7M13.5 2.5 7 9M11.5 9.5v3a1 1 0 0 1-1 1h-7a1 1 0 0 1-1-1v-7a1 1 0 0 1 1-1h3" />
      </svg>
      <span className="sr-only"> {label}</span>
    </>
  );
}
