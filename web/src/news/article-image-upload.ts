import { GraphqlRequestError, httpFailure, isGraphqlErrors } from '../graphql/client.ts';

/**
 * Posts an image of the shopper's own article to the gateway's upload route (multipart, field
 * `image`; /graphql takes JSON only), with the CSRF header a cross-site form cannot send. The answer
 * is the image's URL; refusals (ARTICLE_IMAGE_INVALID, ARTICLE_NOT_YOURS) come back coded.
 */
export async function uploadArticleImage(articleId: string, image: File): Promise<string> {
  const body = new FormData();
  body.append('image', image, image.name);
  let response: Response;
  try {
    response = await fetch(`/account/articles/${encodeURIComponent(articleId)}/image`, {
      method: 'POST',
      body,
      headers: { 'x-shop-request': '1' },
    });
  } catch (error) {
    throw new GraphqlRequestError('NETWORK', error instanceof Error ? error.message : String(error));
  }
  const text = await response.text().catch(() => '');
  let json: { data?: { uploadArticleImage?: { url: string } } | null; errors?: unknown } = {};
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON (a proxy's page): read below as an HTTP failure
  }
  if (isGraphqlErrors(json?.errors)) throw GraphqlRequestError.from(json.errors);
  if (!response.ok) throw httpFailure(response.status, text);
  const url = json?.data?.uploadArticleImage?.url;
  if (!url) throw new GraphqlRequestError('INTERNAL', 'Upload failed');
  return url;
}
