/** A trunk of folded clothes: decoration only. */
export function TrunkIllustration({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 320 260" role="presentation" aria-hidden="true" focusable="false">
      <ellipse cx="160" cy="238" rx="130" ry="14" fill="#1f2340" opacity="0.08" />
      <rect x="48" y="40" width="224" height="40" rx="10" fill="#f2a7b8" transform="rotate(-6 160 60)" />
      <rect x="70" y="58" width="180" height="34" rx="8" fill="#2f5bd3" transform="rotate(4 160 75)" />
      <rect x="84" y="84" width="152" height="30" rx="8" fill="#fff3c4" stroke="#1f2340" strokeWidth="3" />
      <path d="M40 110h240l-18 118a10 10 0 0 1-10 8H68a10 10 0 0 1-10-8z" fill="#ffd23f" stroke="#1f2340" strokeWidth="4" strokeLinejoin="round" />
      <path d="M40 110h240" stroke="#1f2340" strokeWidth="4" />
      <rect x="138" y="128" width="44" height="26" rx="6" fill="#fffdf8" stroke="#1f2340" strokeWidth="3" />
      <circle cx="160" cy="141" r="4" fill="#1f2340" />
      <path d="M96 170c20 10 108 10 128 0" stroke="#1f2340" strokeWidth="3" fill="none" strokeLinecap="round" opacity="0.35" />
    </svg>
  );
}
