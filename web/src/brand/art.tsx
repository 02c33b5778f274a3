/**
 * The microsite's pictures, drawn in SVG: no image requests, crisp at any width, and sized by
 * their viewBox so nothing shifts as the page loads. Decorative: the text beside them says it all.
 */

export function SteppeArt() {
  return (
    <svg className="brand-art" viewBox="0 0 640 260" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="brand-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0b2545" />
          <stop offset="1" stopColor="#8da9c4" />
        </linearGradient>
      </defs>
      <rect width="640" height="260" fill="url(#brand-sky)" />
      <circle cx="500" cy="70" r="26" fill="#f4f1de" opacity="0.9" />
      <path
        d="M0 170 L90 120 L170 160 L260 95 L360 150 L450 110 L560 165 L640 130 L640 260 L0 260 Z"
        fill="#3e5c76"
      />
      <path d="M0 200 C120 180 220 215 340 195 C460 175 540 205 640 190 L640 260 L0 260 Z" fill="#e9ecef" />
      <g fill="#f8f9fa" stroke="#adb5bd" strokeWidth="2">
        <path d="M120 205 a28 18 0 0 1 56 0 Z" />
        <path d="M190 210 a22 14 0 0 1 44 0 Z" />
      </g>
    </svg>
  );
}

export function BottleArt() {
  return (
    <svg className="brand-bottle" viewBox="0 0 120 300" aria-hidden="true" focusable="false">
      <rect x="48" y="8" width="24" height="34" rx="4" fill="#c9a227" />
      <path
        d="M50 42 h20 v30 c0 12 30 22 30 52 v150 a16 16 0 0 1 -16 16 h-48 a16 16 0 0 1 -16 -16 v-150 c0 -30 30 -40 30 -52 z"
        fill="#e7f0f7"
        stroke="#9fb7c9"
        strokeWidth="3"
      />
      <rect x="26" y="150" width="68" height="80" rx="6" fill="#0b2545" />
      <path d="M36 200 L52 180 L64 194 L74 184 L86 200 Z" fill="#e9ecef" />
      <circle cx="60" cy="168" r="6" fill="#c9a227" />
    </svg>
  );
}

/** A small mark per production step: wheat, water, still, hourglass. */
export function StepIcon({ step }: { step: 'ingredients' | 'water' | 'distillation' | 'patience' }) {
  const paths: Record<typeof step, string> = {
    ingredients:
      'M24 44 V10 M24 16 l-8 -6 M24 16 l8 -6 M24 26 l-8 -6 M24 26 l8 -6 M24 36 l-8 -6 M24 36 l8 -6',
    water: 'M24 6 C14 20 10 27 10 32 a14 14 0 0 0 28 0 C38 27 34 20 24 6 Z',
    distillation: 'M12 40 h18 v-16 a9 9 0 0 0 -18 0 Z M30 28 h8 v-14 h6 M21 15 v-7',
    patience: 'M12 6 h24 M12 42 h24 M14 6 c0 14 20 14 20 18 c0 4 -20 4 -20 18 M34 6 c0 14 -20 14 -20 18',
  };
  return (
    <svg className="brand-step__icon" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path d={paths[step]} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}
