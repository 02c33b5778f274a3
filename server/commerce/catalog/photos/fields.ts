/** The multipart fields of a photo upload: the file, and optionally the variant it shows. */
export const PRODUCT_PHOTO_FIELD = 'photo';
export const PRODUCT_PHOTO_VARIANT_FIELD = 'variant_id';
/** The same bound as the commerce route's (commands.ts), for the gateway that reads the upload first. */
export const PRODUCT_PHOTO_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
