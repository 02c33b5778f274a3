import type { ProductPhotosDto } from '../../commerce/contract.ts';
import { ShopError } from '../../platform/errors.ts';
import { PhotosApi } from '../clients/photos-api.ts';
import type { GatewayContext } from '../context.ts';
import type { Resolvers } from '../generated/resolvers.ts';
import { STAFF_COOKIE, staffSession } from './backoffice.ts';

const SLUG = /^[a-z0-9][a-z0-9-]{0,79}$/;
const ID = /^[1-9][0-9]{0,12}$/;

/** A slug as the REST routes take it; anything else names no product, without a call. */
function slugOf(slug: string): string {
  if (!SLUG.test(slug)) throw new ShopError('PRODUCT_NOT_FOUND');
  return slug;
}

/** The answer in the schema's shape (ids as strings, camelCase). */
export function staffProductPhotosOf(dto: ProductPhotosDto) {
  return {
    slug: dto.product.slug,
    name: dto.product.name,
    image: dto.product.image,
    variants: dto.variants.map((variant) => ({ ...variant, id: String(variant.id) })),
    photos: dto.photos.map((photo) => ({
      id: String(photo.id),
      url: photo.url,
      width: photo.width,
      height: photo.height,
      variantId: photo.variant_id === null ? null : String(photo.variant_id),
      createdAt: photo.created_at,
      createdBy: photo.created_by,
    })),
    history: dto.history,
  };
}

/** As the staff member of the session; an expired session is "log in again", and its cookie goes. */
export async function asPhotoStaff<T>(
  ctx: Pick<GatewayContext, 'commerce' | 'reply'>,
  session: string | undefined,
  call: (api: PhotosApi) => Promise<T>,
): Promise<T> {
  if (!session) throw new ShopError('STAFF_LOGIN_REQUIRED');
  try {
    return await call(new PhotosApi(ctx.commerce, session));
  } catch (error) {
    if (error instanceof ShopError && error.shopCode === 'STAFF_TOKEN_REQUIRED') {
      ctx.reply.clearCookie(STAFF_COOKIE, { path: '/' });
      throw new ShopError('STAFF_LOGIN_REQUIRED');
    }
    throw error;
  }
}

export const photoResolvers: Resolvers = {
  Query: {
    staffPhotoProducts: (_root, { query }, ctx) => {
      if (query.length > 100)
        throw new ShopError('VALIDATION', 'At most 100 characters', { query: ['too_long'] });
      return asPhotoStaff(ctx, staffSession(ctx), async (api) =>
        (await api.find(query)).products.map((hit) => ({
          slug: hit.slug,
          name: hit.name,
          sku: hit.sku,
          image: hit.image,
          photoCount: hit.photo_count,
        })),
      );
    },
    staffProductPhotos: (_root, { slug }, ctx) =>
      asPhotoStaff(ctx, staffSession(ctx), async (api) => staffProductPhotosOf(await api.list(slugOf(slug)))),
  },
  Mutation: {
    staffReorderProductPhotos: (_root, { slug, photoIds }, ctx) => {
      if (!photoIds.every((id) => ID.test(id))) throw new ShopError('PRODUCT_PHOTO_ORDER_INVALID');
      return asPhotoStaff(ctx, staffSession(ctx), async (api) =>
        staffProductPhotosOf(await api.reorder(slugOf(slug), photoIds.map(Number))),
      );
    },
    staffRemoveProductPhoto: (_root, { slug, photoId }, ctx) => {
      if (!ID.test(photoId)) throw new ShopError('PRODUCT_PHOTO_NOT_FOUND');
      return asPhotoStaff(ctx, staffSession(ctx), async (api) =>
        staffProductPhotosOf(await api.remove(slugOf(slug), Number(photoId))),
      );
    },
  },
};
