import type { ReviewFieldsFragment } from '../graphql/generated/graphql.ts';
import { postUpload } from '../graphql/upload.ts';

/** Photos are scaled down in the browser to this many pixels on the long edge before they are sent. */
const MAX_EDGE = 1600;

/**
 * A photo no larger than MAX_EDGE, re-encoded as JPEG; the original when it is small enough already or
 * the browser cannot decode it (the server then judges its bytes and refuses what is not an image).
 */
async function scaledDown(file: File): Promise<Blob> {
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  const scale = Math.min(1, MAX_EDGE / Math.max(bitmap.width, bitmap.height));
  if (scale === 1) {
    bitmap.close();
    return file;
  }
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
  return blob ?? file;
}

/**
 * Posts the review to the gateway's upload route (multipart; /graphql takes JSON only), with the
 * CSRF header a cross-site form cannot send. Refusals come back coded like GraphQL errors.
 */
export async function uploadReview(
  slug: string,
  review: { rating: number; comment: string; photos: readonly File[] },
): Promise<ReviewFieldsFragment> {
  const body = new FormData();
  body.append('rating', String(review.rating));
  body.append('comment', review.comment);
  for (const photo of review.photos) body.append('images[]', await scaledDown(photo), photo.name);
  return postUpload<ReviewFieldsFragment>(
    `/account/reviews/${encodeURIComponent(slug)}`,
    body,
    'writeReview',
  );
}
