interface Positioned {
  id: string;
  code: string;
  name: string;
  latitude?: number | null;
  longitude?: number | null;
  pickup: boolean;
}

const WIDTH = 600;
const HEIGHT = 360;
const MARGIN = 40;

/**
 * The branches drawn on a static map (an SVG, no third-party map script): each one's number at its
 * position, east to the right and north up, scaled to fit. Longitude is shortened by the cosine of
 * the latitude (≈0.67 at Ulaanbaatar) so distances look right.
 */
export function BranchMap({ branches, label }: { branches: readonly Positioned[]; label: string }) {
  const placed = branches
    .map((branch, index) => ({ branch, index }))
    .filter(({ branch }) => typeof branch.latitude === 'number' && typeof branch.longitude === 'number');
  if (placed.length === 0) return null;
  const lats = placed.map(({ branch }) => branch.latitude as number);
  const lons = placed.map(({ branch }) => branch.longitude as number);
  const midLat = (Math.min(...lats) + Math.max(...lats)) / 2;
  const squeeze = Math.cos((midLat * Math.PI) / 180);
  const xs = lons.map((lon) => lon * squeeze);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...lats), Math.max(...lats)];
  const scale = Math.min(
    (WIDTH - 2 * MARGIN) / Math.max(maxX - minX, 1e-6),
    (HEIGHT - 2 * MARGIN) / Math.max(maxY - minY, 1e-6),
  );
  const offsetX = (WIDTH - (maxX - minX) * scale) / 2;
  const offsetY = (HEIGHT - (maxY - minY) * scale) / 2;
  const at = (lat: number, lon: number) => ({
    x: Math.round(offsetX + (lon * squeeze - minX) * scale),
    y: Math.round(HEIGHT - offsetY - (lat - minY) * scale),
  });
  return (
    <figure className="branch-map">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label}>
        <rect width={WIDTH} height={HEIGHT} rx="12" className="branch-map__ground" />
        {/* the Tuul river runs along the south of the city: a drawn hint of where south is */}
        <path
          d={`M0 ${HEIGHT - 40} C ${WIDTH / 3} ${HEIGHT - 80}, ${(2 * WIDTH) / 3} ${HEIGHT - 10}, ${WIDTH} ${HEIGHT - 50}`}
          className="branch-map__river"
        />
        <text x={WIDTH - 24} y={30} className="branch-map__north" textAnchor="middle">
          N ↑
        </text>
        {placed.map(({ branch, index }) => {
          const point = at(branch.latitude as number, branch.longitude as number);
          return (
            <a key={branch.id} href={`#branch-${branch.code}`}>
              <title>{branch.name}</title>
              <circle
                cx={point.x}
                cy={point.y}
                r="14"
                className={branch.pickup ? 'branch-map__pin' : 'branch-map__pin branch-map__pin--no-pickup'}
              />
              <text x={point.x} y={point.y + 5} textAnchor="middle" className="branch-map__label">
                {index + 1}
              </text>
            </a>
          );
        })}
      </svg>
    </figure>
  );
}
