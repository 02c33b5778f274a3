import { GraphqlRequestError, httpFailure, isGraphqlErrors } from './client.ts';

/**
 * Posts a multipart form to one of the gateway's upload routes (/graphql takes JSON only), with the
 * custom header that is the CSRF guard (a cross-site form cannot send it), and reads the answer as a
 * GraphQL one: the gateway's coded errors as they are, an unreachable gateway as NETWORK, anything
 * else that is not our answer (a proxy's 413 page, a bare `{ "error": … }`) through the shared HTTP
 * failure handler, and `data[field]` as the result. `tooLarge` names the code a proxy's 413 stands
 * for where the screen words it itself (a photo "too large" rather than the proxy's text).
 */
export async function postUpload<T>(
  url: string,
  body: FormData,
  field: string,
  { tooLarge }: { tooLarge?: string } = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', body, headers: { 'x-shop-request': '1' } });
  } catch (error) {
    throw new GraphqlRequestError('NETWORK', error instanceof Error ? error.message : String(error));
  }
  const text = await response.text().catch(() => '');
  let json: { data?: Record<string, unknown> | null; errors?: unknown } = {};
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON (a proxy's page): read below as an HTTP failure
  }
  if (isGraphqlErrors(json?.errors)) throw GraphqlRequestError.from(json.errors);
  if (response.status === 413 && tooLarge) throw new GraphqlRequestError(tooLarge, 'Too large');
  if (!response.ok) throw httpFailure(response.status, text);
  const value = json?.data?.[field];
  if (value === undefined || value === null) throw new GraphqlRequestError('INTERNAL', 'Upload failed');
  return value as T;
}
