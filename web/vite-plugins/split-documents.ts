import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const GENERATED = /\/src\/graphql\/generated\/graphql\.ts$/;
const PREFIX = 'shop-document:';
/** `import { ADocument, BDocument } from '../graphql/generated/graphql.ts'` as the JS transform left it. */
const IMPORT = /import\s*\{([^}]*)\}\s*from\s*(["'])([^"']*\/graphql\/generated\/graphql\.ts)\2;?/g;
const DOCUMENT = /^(\w+(?:Document|FragmentDoc))(?:\s+as\s+(\w+))?$/;

/**
 * Codegen writes every GraphQL document of the web app into one module (graphql/generated/graphql.ts,
 * ~62 kB: each query with its fragments inlined). A bundler places a module in one chunk, so every
 * page's shared JavaScript carried every document, the back office's and checkout's included. In the
 * browser build each `XDocument` import is served instead from a module of its own holding that
 * document alone, which lands in the chunk of the screen that uses it. The generated file itself is
 * untouched (tests, the server renderer and `tsc` read it as it is); its documents are marked pure so
 * the ones now imported from nowhere drop out, leaving the `TypedDocumentString` class.
 */
export function splitDocuments(): Plugin {
  let generatedFile: string | undefined;
  let documents: Map<string, string> | undefined;
  const documentsIn = (file: string) => {
    if (!documents) {
      documents = new Map();
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(/export const (\w+) = new TypedDocumentString\((`[^`]*`)/g)) {
        documents.set(match[1] as string, match[2] as string);
      }
    }
    return documents;
  };

  return {
    name: 'shop:split-documents',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(source) {
      return source.startsWith(PREFIX) ? `\0${source}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`) || !generatedFile) return null;
      const name = id.slice(PREFIX.length + 1);
      const text = documentsIn(generatedFile).get(name);
      if (text === undefined) throw new Error(`split-documents: ${name} is not in ${generatedFile}`);
      return [
        `import { TypedDocumentString } from ${JSON.stringify(generatedFile)};`,
        `export const ${name} = /*#__PURE__*/ new TypedDocumentString(${text});`,
      ].join('\n');
    },
    transform(code, id) {
      if (GENERATED.test(id)) {
        generatedFile = id;
        return {
          code: code.replaceAll('new TypedDocumentString(', '/*#__PURE__*/ new TypedDocumentString('),
          map: null,
        };
      }
      if (!id.includes('/src/') || !code.includes('/graphql/generated/graphql.ts')) return null;
      const rewritten = code.replace(IMPORT, (statement, names: string, quote: string, path: string) => {
        const kept: string[] = [];
        const split: string[] = [];
        for (const specifier of names
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean)) {
          const match = DOCUMENT.exec(specifier);
          if (!match) kept.push(specifier);
          else
            split.push(
              `import { ${match[1]}${match[2] ? ` as ${match[2]}` : ''} } from '${PREFIX}${match[1]}';`,
            );
        }
        if (split.length === 0) return statement;
        generatedFile ??= new URL(path, `file://${id}`).pathname;
        const rest = kept.length > 0 ? `import { ${kept.join(', ')} } from ${quote}${path}${quote};` : '';
        return rest + split.join('');
      });
      return rewritten === code ? null : { code: rewritten, map: null };
    },
  };
}
