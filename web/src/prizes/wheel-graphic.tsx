import type { WheelSegment } from '../../../machines/prize-spin.ts';
import { useT } from '../i18n/intl.ts';

const COLORS = ['#17325c', '#c8902c', '#1f7a3f', '#c0262d', '#5d6470', '#2f6fed'];
const R = 100;

/** A point on the rim at `turn` (0 = 12 o'clock, clockwise, in turns). */
function rim(turn: number, radius = R): [number, number] {
  const angle = turn * 2 * Math.PI;
  return [R + radius * Math.sin(angle), R - radius * Math.cos(angle)];
}

function slice(index: number, count: number): string {
  if (count === 1) return `M ${R} 0 A ${R} ${R} 0 1 1 ${R - 0.01} 0 Z`;
  const [x1, y1] = rim(index / count);
  const [x2, y2] = rim((index + 1) / count);
  return `M ${R} ${R} L ${x1} ${y1} A ${R} ${R} 0 0 1 ${x2} ${y2} Z`;
}

/**
 * The wheel: one slice per segment, clockwise from the top, the pointer fixed at 12 o'clock. It
 * turns by its CSS transform to `rotation` (the machine computed where the server's segment sits
 * under the pointer); the transition is in lucky-wheel.css and is off for reduced motion.
 */
export function WheelGraphic({
  segments,
  rotation,
}: {
  segments: readonly WheelSegment[];
  rotation: number;
}) {
  const t = useT();
  const count = segments.length;
  return (
    <div className="lucky-wheel__graphic">
      <span className="lucky-wheel__pointer" aria-hidden="true" />
      <svg
        className="lucky-wheel__disc"
        viewBox="0 0 200 200"
        role="img"
        aria-label={t('prizes.wheel.label')}
        style={{ transform: `rotate(${rotation}deg)` }}
      >
        {segments.map((segment, index) => {
          const middle = (index + 0.5) / count;
          // Radial text, read from the hub outwards; on the left half turned over so it is never upside down.
          const degrees = middle * 360 - 90;
          const flip = middle > 0.5;
          const label = segment.prize?.name ?? t('prizes.noPrize');
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: segments are positional (index = slice)
            <g key={index} opacity={segment.inStock ? 1 : 0.45}>
              <path
                d={slice(index, count)}
                fill={segment.prize ? COLORS[index % COLORS.length] : '#e2e4e8'}
              />
              <text
                x={R + R * 0.58}
                y={R}
                fill={segment.prize ? '#ffffff' : '#14181f'}
                fontSize="6.5"
                textAnchor="middle"
                dominantBaseline="middle"
                transform={`rotate(${degrees} ${R} ${R})${flip ? ` rotate(180 ${R + R * 0.58} ${R})` : ''}`}
              >
                {label.length > 24 ? `${label.slice(0, 23)}…` : label}
              </text>
            </g>
          );
        })}
        <circle cx={R} cy={R} r="12" fill="#ffffff" stroke="#c5c9d0" />
      </svg>
    </div>
  );
}
