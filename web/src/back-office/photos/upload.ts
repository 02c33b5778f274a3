import type { StaffProductPhotosFieldsFragment } from '../../graphql/generated/graphql.ts';
import { postUpload } from '../../graphql/upload.ts';

const TOO_LARGE = { tooLarge: 'IMAGE_TOO_LARGE' };

/**
 * A look's photo (or any content's one picture), resized on the server like a product photo:
 * answers the URL to save with the content.
 */
export async function uploadStaffImage(file: File): Promise<string> {
  const body = new FormData();
  body.append('photo', file);
  // a proxy's own 413 before the gateway saw the file is still "too large"
  return (await postUpload<{ url: string }>('/staff-uploads/images', body, 'staffUploadImage', TOO_LARGE))
    .url;
}

/** The gateway's upload route (server/graphql/photo-upload.ts). */
export const photoUploadPath = (slug: string) => `/staff-uploads/products/${encodeURIComponent(slug)}/photos`;

/**
 * Posts one photo (multipart; /graphql takes JSON only), with the variant it shows. The custom
 * header is the CSRF guard: a cross-site form cannot send it. Answers the product's photos as
 * they now are, or throws the coded error the gateway answered.
 */
export async function uploadProductPhoto(
  slug: string,
  file: File,
  variantId: string | null,
): Promise<StaffProductPhotosFieldsFragment> {
  const body = new FormData();
  // the variant first: the server reads the parts in order and the file may be large
  if (variantId) body.append('variant_id', variantId);
  body.append('photo', file);
  return postUpload<StaffProductPhotosFieldsFragment>(
    photoUploadPath(slug),
    body,
    'staffUploadProductPhoto',
    TOO_LARGE,
  );
}
