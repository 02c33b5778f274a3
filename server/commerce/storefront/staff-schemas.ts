/** JSON-schema pieces the storefront's staff editors share (pages, brands, promotions). */

/** `{ "en": { "name": "…", "story": "…" }, … }`: only the shop's languages, only short texts. */
export function translationsOf(fields: readonly string[], maxLength: number) {
  return {
    type: 'object',
    additionalProperties: false,
    propertyNames: { enum: ['en', 'ru', 'cn', 'it'] },
    patternProperties: {
      '^(en|ru|cn|it)$': {
        type: 'object',
        additionalProperties: false,
        properties: Object.fromEntries(fields.map((field) => [field, { type: 'string', maxLength }])),
      },
    },
  } as const;
}

/** A name or title: 1–120 characters, not only spaces. */
export const name = { type: 'string', minLength: 1, maxLength: 120, pattern: '\\S' } as const;
