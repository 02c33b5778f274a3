/** The vodka brand microsite (Цагаан Тал). */
export const BRAND_HREF = '/brand/tsagaan-tal';
