/** The message catalogs by part (web/vite-plugins/route-catalogs.ts). */
declare module 'virtual:shop-catalogs' {
  /** The built file of a part, relative to the site's root (`assets/catalogs-<hash>/mn/shell.js`). */
  export function catalogFile(locale: string, part: string): string;
  /** A part's messages: texts where tests read them, ICU ASTs in the builds (web/vite.config.ts). */
  export function importPart(locale: string, part: string): Promise<{ default: Record<string, string> }>;
}
