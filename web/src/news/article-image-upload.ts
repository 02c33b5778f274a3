import { GraphqlRequestError } from '../graphql/client.ts';
import { postUpload } from '../graphql/upload.ts';

/**
 * Posts an image of the shopper's own article to the gateway's upload route (multipart, field
 * `image`; /graphql takes JSON only), with the CSRF header a cross-site form cannot send. The answer
 * is the image's URL; refusals (ARTICLE_IMAGE_INVALID, ARTICLE_NOT_YOURS) come back coded.
 */
export async function uploadArticleImage(articleId: string, image: File): Promise<string> {
  const body = new FormData();
  body.append('image', image, image.name);
  const answer = await postUpload<{ url: string }>(
    `/account/articles/${encodeURIComponent(articleId)}/image`,
    body,
    'uploadArticleImage',
  );
  if (!answer.url) throw new GraphqlRequestError('INTERNAL', 'Upload failed');
  return answer.url;
}
