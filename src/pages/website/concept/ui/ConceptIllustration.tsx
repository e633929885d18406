import type { ReactElement } from 'react';
import type { ConceptIllustration as Name } from '@/entities/website';

const INK = '#1f2340';
const stroke = { stroke: INK, strokeWidth: 4, strokeLinejoin: 'round', strokeLinecap: 'round' } as const;

/** The drawings of the concept page, in the design system's colours: decoration only. */
const DRAWINGS: Record<Name, ReactElement> = {
  quiz: (
    <>
      <rect x="50" y="30" width="140" height="180" rx="14" fill="#fffdf8" {...stroke} />
      <rect x="90" y="20" width="60" height="22" rx="8" fill="#ffd23f" {...stroke} />
      <circle cx="80" cy="80" r="10" fill="#f2a7b8" />
      <path d="M100 80h60M100 120h60M100 160h44" {...stroke} />
      <circle cx="80" cy="120" r="10" fill="#2f5bd3" />
      <path d="M72 160l7 7 12-14" fill="none" {...stroke} stroke="#1d7a4f" />
    </>
  ),
  stylist: (
    <>
      <circle cx="120" cy="80" r="36" fill="#f2a7b8" {...stroke} />
      <path d="M84 74q36-50 72 0" fill={INK} />
      <path d="M60 210q0-80 60-80t60 80z" fill="#2f5bd3" {...stroke} />
      <rect x="150" y="140" width="56" height="70" rx="8" fill="#ffd23f" {...stroke} />
      <path d="M162 160h32M162 178h24" {...stroke} />
    </>
  ),
  trunk: (
    <>
      <rect x="44" y="50" width="152" height="30" rx="8" fill="#f2a7b8" transform="rotate(-5 120 65)" />
      <rect x="56" y="70" width="128" height="26" rx="8" fill="#2f5bd3" />
      <path d="M30 96h180l-14 104a8 8 0 0 1-8 7H52a8 8 0 0 1-8-7z" fill="#ffd23f" {...stroke} />
      <rect x="102" y="112" width="36" height="22" rx="5" fill="#fffdf8" {...stroke} />
    </>
  ),
  keep: (
    <>
      <path d="M120 200c-60-40-90-70-90-110a40 40 0 0 1 90-20a40 40 0 0 1 90 20c0 40-30 70-90 110z" fill="#f2a7b8" {...stroke} />
      <path d="M90 110h60l10 60H80z" fill="#fffdf8" {...stroke} />
      <path d="M104 110q16-24 32 0" fill="none" {...stroke} />
    </>
  ),
  formula: (
    <>
      <rect x="34" y="46" width="172" height="150" rx="14" fill="#fffdf8" {...stroke} />
      <path d="M34 86h172" {...stroke} />
      <path d="M74 30v30M166 30v30" {...stroke} />
      <circle cx="80" cy="120" r="12" fill="#ffd23f" />
      <circle cx="120" cy="120" r="12" fill="#e8e1d2" />
      <circle cx="160" cy="120" r="12" fill="#ffd23f" />
      <circle cx="80" cy="160" r="12" fill="#e8e1d2" />
      <circle cx="120" cy="160" r="12" fill="#ffd23f" />
      <circle cx="160" cy="160" r="12" fill="#e8e1d2" />
    </>
  ),
  shop: (
    <>
      <path d="M50 80h140l-12 130H62z" fill="#2f5bd3" {...stroke} />
      <path d="M90 80v-14a30 30 0 0 1 60 0v14" fill="none" {...stroke} />
      <path d="M96 130l24 -18 24 18v50H96z" fill="#ffd23f" {...stroke} />
    </>
  ),
  recycle: (
    <>
      <path d="M120 40a80 80 0 1 1-69 40" fill="none" stroke="#1d7a4f" strokeWidth="14" strokeLinecap="round" />
      <path d="M36 64l16 20 22-14" fill="none" stroke="#1d7a4f" strokeWidth="12" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M96 96h48l22 20-12 16-8-6v46H94v-46l-8 6-12-16z" fill="#f2a7b8" {...stroke} />
    </>
  ),
};

export function ConceptIllustration({ name, className }: { name: Name; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 240 240" role="presentation" aria-hidden="true" focusable="false">
      <circle cx="120" cy="120" r="112" fill="#fdf6e7" />
      {DRAWINGS[name]}
    </svg>
  );
}
