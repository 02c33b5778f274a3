/**
 * Which variant a gallery thumbnail stands for (#19): a colour variant's views are its pictures, so
 * a thumbnail of another colour chooses that colour, as its option would. A picture of the chosen
 * variant, or one no variant owns (the product's own), only changes the picture.
 */
export interface GalleryVariant {
  id: string;
  image?: string | null;
  images: readonly string[];
  optionValues: readonly { type: string; name: string }[];
}

const owns = (variant: GalleryVariant, image: string) =>
  variant.images.includes(image) || variant.image === image;

/** Option values the two share (the size a shopper chose stays when the colour changes). */
const shared = (one: GalleryVariant, other: GalleryVariant) =>
  one.optionValues.filter((value) =>
    other.optionValues.some((candidate) => candidate.type === value.type && candidate.name === value.name),
  ).length;

/**
 * The variant to choose for `image`, or undefined when the thumbnail only changes the picture. With
 * several owners (a colour in several sizes) the one keeping most of the chosen variant's options
 * wins; with no variant chosen yet (a size still to pick) only a single owner is chosen, never a
 * size the shopper did not pick.
 */
export function variantForImage<V extends GalleryVariant>(
  variants: readonly V[],
  current: V | undefined,
  image: string,
): V | undefined {
  if (current && owns(current, image)) return undefined;
  const owners = variants.filter((variant) => owns(variant, image));
  if (!current) return owners.length === 1 ? owners[0] : undefined;
  let best: V | undefined;
  for (const owner of owners) if (!best || shared(owner, current) > shared(best, current)) best = owner;
  return best;
}
