import { GraphQLError, type ValidationRule } from 'graphql';

/**
 * Fields that check or spend a secret (a code, a password, a ticket) may appear once per request:
 * otherwise a hundred aliased `verifyLoginCode` calls in one POST would try a hundred codes past
 * the per-request view of the rate limits. Any other field is unaffected.
 */
export const SECRET_FIELDS = new Set([
  'requestLoginCode',
  'resendLoginCode',
  'verifyLoginCode',
  'setPassword',
  'loginWithPassword',
  'confirmEmail',
]);

export const oneSecretFieldPerRequest: ValidationRule = (context) => {
  let count = 0;
  return {
    Field(node) {
      if (!SECRET_FIELDS.has(node.name.value)) return;
      count += 1;
      if (count === 2) {
        context.reportError(
          new GraphQLError(`Only one login field per request (${node.name.value} repeats one)`, {
            nodes: [node],
            extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
          }),
        );
      }
    },
  };
};

/**
 * No introspection (production): the schema is not published as a map. Written here rather than
 * graphql's NoSchemaIntrospectionCustomRule, whose type checks fail across the ESM and CommonJS
 * copies of graphql (Mercurius loads the CommonJS one): it answered INTERNAL instead of refusing.
 */
export const noIntrospection: ValidationRule = (context) => ({
  Field(node) {
    if (node.name.value === '__schema' || node.name.value === '__type') {
      context.reportError(
        new GraphQLError('Introspection is disabled', {
          nodes: [node],
          extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
        }),
      );
    }
  },
});
