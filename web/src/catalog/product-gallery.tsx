import { ZoomIn, ZoomOut } from 'lucide-react';
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { useT } from '../i18n/intl.ts';
import { ShopImage } from './responsive-image.tsx';

/** The main image's box: width and height in the HTML, so nothing moves when it loads. */
export const GALLERY_IMAGE_SIZE = 560;
const THUMB_SIZE = 72;
/** How wide the main image shows: the whole column on phones and tablets, its box beside the details. */
export const GALLERY_SIZES = '(max-width: 992px) 100vw, 560px';

/** The gallery's images in order: the chosen variant's views first, then the product's. */
export const galleryImages = (images: readonly string[], lead: readonly string[]) => [
  ...new Set([...lead, ...images]),
];

/** A thumbnail of another variant's picture: choosing it chooses that variant (its name for the label). */
export interface GalleryChoice {
  id: string;
  name: string;
}

/**
 * The product's images: one large, the others as thumbnails to choose it. The thumbnails are one tab
 * stop (roving tabindex): arrow keys move between them, Enter or Space shows one. `lead` (the chosen
 * variant's own views, or its one image) comes first when given. A thumbnail for which `variantOf`
 * names a variant chooses it through `onVariant` (#19: another colour's picture is that colour).
 */
export function ProductGallery({
  images,
  lead,
  name,
  variantOf = () => undefined,
  onVariant = () => {},
}: {
  images: readonly string[];
  lead: readonly string[];
  name: string;
  variantOf?: (image: string) => GalleryChoice | undefined;
  onVariant?: (variantId: string) => void;
}) {
  const t = useT();
  const all = galleryImages(images, lead);
  // a newly chosen variant's views, compared by value (a new array each render)
  const first = lead.join(' ');
  // By picture, not position: choosing another colour reorders the thumbnails under the pointer.
  const [chosen, setChosen] = useState<string | null>(null);
  const [focused, setFocused] = useState<string | null>(null);
  const thumbs = useRef(new Map<string, HTMLButtonElement>());
  const shown = chosen && all.includes(chosen) ? chosen : all[0];
  const tabStop = focused && all.includes(focused) ? focused : shown;
  // A newly chosen variant brings its own image forward, unless its thumbnail chose it: then that
  // picture stays shown (and focused: React may move its button to the front).
  const [lastFirst, setLastFirst] = useState(first);
  const refocus = useRef(false);
  if (first !== lastFirst) {
    setLastFirst(first);
    if (!chosen || !lead.includes(chosen)) setChosen(null);
  }
  useEffect(() => {
    if (!refocus.current || !first) return;
    refocus.current = false;
    if (focused) thumbs.current.get(focused)?.focus();
  }, [first, focused]);
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
    const image = next === undefined ? undefined : all[next];
    if (image === undefined) return;
    event.preventDefault();
    setFocused(image);
    thumbs.current.get(image)?.focus();
  };
  const choose = (image: string) => {
    setChosen(image);
    setFocused(image);
    setZoomed(false);
    const variant = variantOf(image);
    if (!variant) return;
    refocus.current = true;
    onVariant(variant.id);
  };

  if (!shown) return <span className="product__image--none" aria-hidden="true" />;
  return (
    <div className="gallery">
      <div className={`gallery__stage${zoomed ? ' gallery__stage--zoomed' : ''}`} onPointerMove={follow}>
        {/* eager: the page's largest paint, preloaded by the document's head (product.tsx) */}
        <ShopImage
          className="gallery__main"
          src={shown}
          alt={name}
          sizes={GALLERY_SIZES}
          width={GALLERY_IMAGE_SIZE}
          height={GALLERY_IMAGE_SIZE}
          loading="eager"
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
          {all.map((image, at) => {
            const variant = variantOf(image);
            const position = { position: at + 1, count: all.length };
            return (
              <li key={image}>
                <button
                  ref={(element) => {
                    if (element) thumbs.current.set(image, element);
                    else thumbs.current.delete(image);
                  }}
                  type="button"
                  className="gallery__thumb"
                  tabIndex={image === tabStop ? 0 : -1}
                  aria-pressed={image === shown}
                  aria-label={
                    variant
                      ? t('product.gallery.showVariant', { ...position, variant: variant.name })
                      : t('product.gallery.show', position)
                  }
                  onClick={() => choose(image)}
                  onKeyDown={(event) => move(event, at)}
                >
                  <ShopImage
                    src={image}
                    alt=""
                    sizes={`${THUMB_SIZE}px`}
                    width={THUMB_SIZE}
                    height={THUMB_SIZE}
                    loading="lazy"
                  />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
