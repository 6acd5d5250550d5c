/** Darky drawn as an inline SVG whose pose follows the chat: idle, talking, listening or navigating. */
import styles from './darky-character.module.css';

export type DarkyPose = 'idle' | 'talking' | 'listening' | 'navigating';

export function DarkyCharacter({ pose, className }: { pose: DarkyPose; className?: string }) {
  return (
    <svg
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
      data-pose={pose}
      className={[styles.character, styles[pose], className].filter(Boolean).join(' ')}
    >
      <g className={styles.waves} style={{ transformOrigin: '32px 34px' }}>
        <circle cx="32" cy="34" r="29" fill="none" stroke="#37ebca" strokeWidth="2" />
      </g>
      <g className={styles.body}>
        <g className={styles.antenna}>
          <line x1="32" y1="14" x2="32" y2="6" stroke="#212d40" strokeWidth="2.5" strokeLinecap="round" />
          <circle cx="32" cy="5" r="3.5" fill="#37ebca" />
        </g>
        {/* Ears */}
        <rect x="7" y="27" width="6" height="14" rx="3" fill="#2f4fd6" />
        <rect x="51" y="27" width="6" height="14" rx="3" fill="#2f4fd6" />
        {/* Head */}
        <rect x="11" y="14" width="42" height="38" rx="16" fill="#486bf5" />
        {/* Visor */}
        <rect x="16" y="22" width="32" height="20" rx="10" fill="#212d40" />
        <ellipse className={styles.eye} cx="25" cy="31" rx="3.2" ry="4" fill="#37ebca" />
        <ellipse className={styles.eye} cx="39" cy="31" rx="3.2" ry="4" fill="#37ebca" />
        <rect className={styles.mouth} x="27" y="37" width="10" height="2.4" rx="1.2" fill="#37ebca" />
        {/* Cheek shine */}
        <circle cx="18" cy="19" r="2" fill="#ffffff" opacity="0.35" />
      </g>
    </svg>
  );
}
