/** The photo screen: the product search, or one product's photos. */
export const BACK_OFFICE_PHOTOS_PATH = '/back-office/photos';
export const backOfficePhotosHref = (slug: string) => `${BACK_OFFICE_PHOTOS_PATH}/${slug}`;
