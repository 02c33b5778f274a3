import { GraphQLError, Lexer, Source, TokenKind } from 'graphql';
import { MAX_ALIASES } from './request-limits.ts';

/**
 * Tokens per document: the web app's largest file of operations (checkout.graphql) has 667; six
 * times that is an attack, not a page.
 */
export const MAX_TOKENS = 4_000;
/**
 * Selection sets nested in the text: Mercurius' depth limit (12 fields) counts after validation,
 * and graphql's recursive parser overflows the stack near 1,500 levels before that; 20 is above any
 * real query and far below the parser's limit.
 */
export const MAX_NESTING = 20;

export interface DocumentCost {
  tokens: number;
  nesting: number;
  aliases: number;
  /** Not GraphQL text: a number, or JSON such as `{"kind": …}` that Mercurius would take for a parsed AST. */
  notGraphql: boolean;
}

/** Tokens a GraphQL document can start with: a selection set, a keyword, a description. */
const FIRST_TOKENS = new Set<TokenKind>([
  TokenKind.BRACE_L,
  TokenKind.NAME,
  TokenKind.STRING,
  TokenKind.BLOCK_STRING,
]);

/**
 * One pass of graphql's own lexer over the text, no parsing (the lexer is a loop, not a recursion):
 * tokens, how deep selection sets nest, how many aliases (a name and a colon in a selection set,
 * outside argument lists). Stops counting as soon as a limit is passed.
 */
export function documentCost(source: string): DocumentCost {
  const lexer = new Lexer(new Source(source));
  let tokens = 0;
  let braces = 0;
  let parens = 0;
  let nesting = 0;
  let aliases = 0;
  let previous: TokenKind | null = null;
  let notGraphql = false;
  for (let token = lexer.advance(); token.kind !== TokenKind.EOF; token = lexer.advance()) {
    tokens += 1;
    if (tokens > MAX_TOKENS) break;
    // a selection set holds names and spreads, never a string: `{"kind": …}` is JSON
    if (
      previous === null
        ? !FIRST_TOKENS.has(token.kind)
        : previous === TokenKind.BRACE_L && parens === 0 && token.kind === TokenKind.STRING
    ) {
      notGraphql = true;
      break;
    }
    switch (token.kind) {
      case TokenKind.BRACE_L:
        if (parens === 0) {
          braces += 1;
          nesting = Math.max(nesting, braces);
          if (nesting > MAX_NESTING) return { tokens, nesting, aliases, notGraphql };
        }
        break;
      case TokenKind.BRACE_R:
        if (parens === 0) braces -= 1;
        break;
      case TokenKind.PAREN_L:
        parens += 1;
        break;
      case TokenKind.PAREN_R:
        parens -= 1;
        break;
      case TokenKind.COLON:
        if (parens === 0 && braces > 0 && previous === TokenKind.NAME) aliases += 1;
        break;
    }
    previous = token.kind;
  }
  return { tokens, nesting, aliases, notGraphql };
}

function refusal(message: string): Error {
  // the shape Mercurius gives its own validation failures: the gateway answers 400 with each error
  return Object.assign(new Error(message), {
    statusCode: 400,
    errors: [new GraphQLError(message, { extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } })],
  });
}

/**
 * Mercurius' preParsing hook: a hostile document (10,000 aliases in under 1 MB, a 5,000-deep query)
 * is refused after one lexer pass, before graphql parses or validates it — it held the event loop
 * 0.5–2 s, or overflowed the stack (#15); so is a query that is not GraphQL text. A lexer error is
 * left to the parser to report.
 */
export async function limitDocument(_schema: unknown, source: string): Promise<void> {
  let cost: DocumentCost;
  try {
    cost = documentCost(source);
  } catch {
    return;
  }
  // Mercurius would JSON.parse such a query and validate the result as an AST (INTERNAL on a number)
  if (cost.notGraphql) throw refusal('The query is not a GraphQL document');
  if (cost.tokens > MAX_TOKENS) throw refusal(`The document has more than ${MAX_TOKENS} tokens`);
  if (cost.nesting > MAX_NESTING) throw refusal(`Selections nest more than ${MAX_NESTING} levels deep`);
  if (cost.aliases > MAX_ALIASES) throw refusal(`At most ${MAX_ALIASES} aliases per request`);
}
