import { ZoomIn, ZoomOut } from 'lucide-react';
import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { useT } from '../i18n/intl.ts';

/** The main image's box: width and height in the HTML, so nothing moves when it loads. */
export const GALLERY_IMAGE_SIZE = 560;
const THUMB_SIZE = 72;

/**
 * The product's images: one large, the others as thumbnails to choose it. The thumbnails are one tab
 * stop (roving tabindex): arrow keys move between them, Enter or Space shows one. `first` (the chosen
 * variant's image) leads when given.
 */
export function ProductGallery({
  images,
  first,
  name,
}: {
  images: readonly string[];
  first?: string | null;
  name: string;
}) {
  const t = useT();
  const all = [...new Set([...(first ? [first] : []), ...images])];
  const [chosen, setChosen] = useState(0);
  const [focused, setFocused] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const shown = all[Math.min(chosen, all.length - 1)];
  // a newly chosen variant brings its own image forward
  const [lastFirst, setLastFirst] = useState(first);
  if (first !== lastFirst) {
    setLastFirst(first);
    setChosen(0);
  }
  // Zoom: a click (or Enter) doubles the picture; the point under the pointer stays under it.
  const [zoomed, setZoomed] = useState(false);
  const [origin, setOrigin] = useState('50% 50%');
  const follow = (event: PointerEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * 100;
    const y = ((event.clientY - box.top) / box.height) * 100;
    setOrigin(`${x.toFixed(1)}% ${y.toFixed(1)}%`);
  };

  const move = (event: KeyboardEvent, at: number) => {
    const steps: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
    let next: number | undefined;
    if (event.key in steps) next = (at + (steps[event.key] ?? 0) + all.length) % all.length;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = all.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    setFocused(next);
    thumbs.current[next]?.focus();
  };

  if (!shown) return <span className="product__image--none" aria-hidden="true" />;
  return (
    <div className="gallery">
      <div className={`gallery__stage${zoomed ? ' gallery__stage--zoomed' : ''}`} onPointerMove={follow}>
        {/* The page's largest paint: fetched ahead of the scripts the HTML also names. */}
        <img
          className="gallery__main"
          src={shown}
          alt={name}
          width={GALLERY_IMAGE_SIZE}
          height={GALLERY_IMAGE_SIZE}
          fetchPriority="high"
          style={zoomed ? { transformOrigin: origin } : undefined}
        />
        <button
          type="button"
          className="gallery__zoom"
          aria-pressed={zoomed}
          aria-label={t('product.gallery.zoom')}
          onClick={() => setZoomed((on) => !on)}
        >
          {zoomed ? (
            <ZoomOut className="icon" aria-hidden="true" />
          ) : (
            <ZoomIn className="icon" aria-hidden="true" />
          )}
        </button>
      </div>
      {all.length > 1 && (
        <ul className="gallery__thumbs" aria-label={t('product.gallery.label')}>
          {all.map((image, at) => (
            <li key={image}>
              <button
                ref={(element) => {
                  thumbs.current[at] = element;
                }}
                type="button"
                className="gallery__thumb"
                tabIndex={at === focused ? 0 : -1}
                aria-pressed={at === chosen}
                aria-label={t('product.gallery.show', { position: at + 1, count: all.length })}
                onClick={() => {
                  setChosen(at);
                  setFocused(at);
                  setZoomed(false);
                }}
                onKeyDown={(event) => move(event, at)}
              >
                <img src={image} alt="" width={THUMB_SIZE} height={THUMB_SIZE} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
