import { GraphqlRequestError, isGraphqlErrors } from '../../graphql/client.ts';
import type { StaffProductPhotosFieldsFragment } from '../../graphql/generated/graphql.ts';

/**
 * A look's photo (or any content's one picture), resized on the server like a product photo:
 * answers the URL to save with the content.
 */
export async function uploadStaffImage(file: File): Promise<string> {
  const body = new FormData();
  body.append('photo', file);
  let response: Response;
  try {
    response = await fetch('/staff-uploads/images', {
      method: 'POST',
      body,
      headers: { 'x-shop-request': '1' },
    });
  } catch (error) {
    throw new GraphqlRequestError('NETWORK', error instanceof Error ? error.message : String(error));
  }
  const text = await response.text().catch(() => '');
  let json: { data?: { staffUploadImage?: { url: string } } | null; errors?: unknown } = {};
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON (a proxy's page): an HTTP failure below
  }
  if (isGraphqlErrors(json?.errors)) throw GraphqlRequestError.from(json.errors);
  if (response.status === 413) throw new GraphqlRequestError('IMAGE_TOO_LARGE', 'Too large');
  if (!response.ok || !json?.data?.staffUploadImage) {
    throw new GraphqlRequestError('INTERNAL', `Upload failed (${response.status})`);
  }
  return json.data.staffUploadImage.url;
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
  let response: Response;
  try {
    response = await fetch(photoUploadPath(slug), {
      method: 'POST',
      body,
      headers: { 'x-shop-request': '1' },
    });
  } catch (error) {
    throw new GraphqlRequestError('NETWORK', error instanceof Error ? error.message : String(error));
  }
  const text = await response.text().catch(() => '');
  let json: {
    data?: { staffUploadProductPhoto?: StaffProductPhotosFieldsFragment } | null;
    errors?: unknown;
  } = {};
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON (a proxy's page): an HTTP failure below
  }
  if (isGraphqlErrors(json?.errors)) throw GraphqlRequestError.from(json.errors);
  // a proxy's own 413 before the gateway saw the file is still "too large"
  if (response.status === 413) throw new GraphqlRequestError('IMAGE_TOO_LARGE', 'Too large');
  if (!response.ok || !json?.data?.staffUploadProductPhoto) {
    throw new GraphqlRequestError('INTERNAL', `Upload failed (${response.status})`);
  }
  return json.data.staffUploadProductPhoto;
}
