/** Where look books live (#17). */
export const LOOK_BOOKS_HREF = '/lookbooks';
export const lookBookHref = (slug: string) => `/lookbooks/${encodeURIComponent(slug)}`;
