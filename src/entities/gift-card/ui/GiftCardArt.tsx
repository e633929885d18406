import type { ReactNode } from 'react';
import type { GiftCardDesign } from '../model/types';
import styles from './GiftCardArt.module.css';

export interface GiftCardArtProps {
  design: GiftCardDesign;
  /** The amount, written (a price in the page's language). */
  amount: ReactNode;
  /** "For Emma", "From Camille"...: the lines under the amount, already written. */
  lines?: ReactNode[];
  /** The brand's name on the card. */
  brand: string;
  className?: string;
}

/** The four designs, drawn: shapes on a coloured ground, no picture to load. */
function Pattern({ design }: { design: GiftCardDesign }) {
  switch (design) {
    case 'STARS':
      return (
        <g fill="#ffd23f">
          {[
            [40, 40, 14],
            [270, 36, 10],
            [300, 150, 16],
            [30, 160, 9],
            [230, 178, 7],
            [110, 24, 6],
            [190, 20, 8],
          ].map(([x, y, r]) => (
            <path key={`${x}-${y}`} transform={`translate(${x} ${y}) scale(${r! / 10})`} d="M0-10 2.9-3.1 10-3.1 4.3 1.2 6.5 8.1 0 4 -6.5 8.1 -4.3 1.2 -10-3.1 -2.9-3.1Z" />
          ))}
        </g>
      );
    case 'RAINBOW':
      return (
        <g fill="none" strokeWidth="14" strokeLinecap="round">
          {['#e4572e', '#f3a712', '#ffd23f', '#29bf12', '#2f5bd3'].map((color, index) => (
            <path key={color} stroke={color} d={`M ${200 + index * 16} 200 A ${110 - index * 16} ${110 - index * 16} 0 0 1 ${420 - index * 16} 200`} transform="translate(-145 0)" />
          ))}
        </g>
      );
    case 'LEAVES':
      return (
        <g fill="#1d7a4f">
          {[
            [30, 30, -30],
            [290, 40, 40],
            [300, 170, 120],
            [40, 175, -140],
            [160, 16, 80],
          ].map(([x, y, angle]) => (
            <g key={`${x}-${y}`} transform={`translate(${x} ${y}) rotate(${angle})`}>
              <path d="M0 0 C 14 -22, 40 -22, 52 0 C 40 22, 14 22, 0 0Z" opacity="0.85" />
              <path d="M2 0 L 48 0" stroke="#e3f4ea" strokeWidth="2" />
            </g>
          ))}
        </g>
      );
    case 'HEART':
      return (
        <g>
          <path fill="#f2a7b8" d="M260 150 C 215 118, 200 86, 222 66 C 240 50, 258 60, 260 74 C 262 60, 280 50, 298 66 C 320 86, 305 118, 260 150Z" />
          <path fill="#ffffff" opacity="0.6" d="M60 60 C 45 49, 40 38, 47 31 C 53 26, 59 29, 60 34 C 61 29, 67 26, 73 31 C 80 38, 75 49, 60 60Z" />
          <path fill="#ffffff" opacity="0.6" d="M40 170 C 30 163, 27 156, 31 151 C 35 148, 39 150, 40 153 C 41 150, 45 148, 49 151 C 53 156, 50 163, 40 170Z" />
        </g>
      );
  }
}

/** A gift card as the recipient will see it: its design, the brand, the amount and who it is for. */
export function GiftCardArt({ design, amount, lines = [], brand, className }: GiftCardArtProps) {
  return (
    <div className={[styles.card, styles[design], className].filter(Boolean).join(' ')} data-design={design}>
      <svg className={styles.pattern} viewBox="0 0 330 200" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
        <Pattern design={design} />
      </svg>
      <div className={styles.label}>
        <span className={styles.brand}>{brand}</span>
        <span className={styles.amount}>{amount}</span>
        {lines.map((line, index) => (
          <span key={index} className={styles.line}>
            {line}
          </span>
        ))}
      </div>
    </div>
  );
}

/** A design alone, small: the choice of a design. */
export function GiftCardSwatch({ design, className }: { design: GiftCardDesign; className?: string }) {
  return (
    <span className={[styles.swatch, styles[design], className].filter(Boolean).join(' ')} aria-hidden="true">
      <svg className={styles.pattern} viewBox="0 0 330 200" preserveAspectRatio="xMidYMid slice" focusable="false">
        <Pattern design={design} />
      </svg>
    </span>
  );
}
