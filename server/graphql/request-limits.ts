import {
  GraphQLError,
  Kind,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

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
  'requestPhoneChange',
  'confirmPhoneChange',
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

/** Aliases per request: the web app's queries use at most 4 (HomeSections); a flood of them is a probe. */
export const MAX_ALIASES = 30;
/**
 * Fields per request, fragments expanded: the web app's largest query (Product) selects 77, the next
 * ones 30–48 (measured over web/src/graphql); six times the largest is an attack, not a page.
 */
export const MAX_FIELDS = 500;

/** Fields of a selection set, fragments expanded (each fragment at most once per path: no cycles). */
function countFields(
  context: ValidationContext,
  selectionSet: SelectionSetNode,
  seen: ReadonlySet<string>,
): number {
  let count = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      count += 1;
      if (selection.selectionSet) count += countFields(context, selection.selectionSet, seen);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      count += countFields(context, selection.selectionSet, seen);
    } else {
      const name = selection.name.value;
      const fragment = context.getFragment(name);
      if (fragment && !seen.has(name)) {
        count += countFields(context, fragment.selectionSet, new Set([...seen, name]));
      }
    }
  }
  return count;
}

/**
 * Cost and alias limits beside Mercurius' depth limit: a shallow query can still ask for the same
 * field under a thousand aliases, or spread one large fragment many times. Both are refused before
 * any resolver runs.
 */
export const fieldAndAliasLimits: ValidationRule = (context) => {
  let aliases = 0;
  return {
    Field(node) {
      if (!node.alias) return;
      aliases += 1;
      if (aliases === MAX_ALIASES + 1) {
        context.reportError(
          new GraphQLError(`At most ${MAX_ALIASES} aliases per request`, {
            nodes: [node],
            extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
          }),
        );
      }
    },
    OperationDefinition(node) {
      const fields = countFields(context, node.selectionSet, new Set());
      if (fields > MAX_FIELDS) {
        context.reportError(
          new GraphQLError(`The request selects ${fields} fields; at most ${MAX_FIELDS} are allowed`, {
            nodes: [node],
            extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
          }),
        );
      }
    },
  };
};
