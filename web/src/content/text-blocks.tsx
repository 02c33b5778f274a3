import { type ReactNode, useId } from 'react';

type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] };

/**
 * Staff-authored plain text as blocks (server/commerce/storefront/pages.ts): blank lines part
 * paragraphs, "## " starts a heading, "- " a list item. Only text ever reaches the page, never
 * markup, so nothing staff type can run in a shopper's browser.
 */
export function textBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of text.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = chunk
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    let paragraph: string[] = [];
    let list: string[] = [];
    const flush = () => {
      if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
      if (list.length) blocks.push({ kind: 'list', items: list });
      paragraph = [];
      list = [];
    };
    for (const line of lines) {
      if (line.startsWith('## ')) {
        flush();
        blocks.push({ kind: 'heading', text: line.slice(3).trim() });
      } else if (line.startsWith('- ')) {
        if (paragraph.length) flush();
        list.push(line.slice(2).trim());
      } else {
        if (list.length) flush();
        paragraph.push(line);
      }
    }
    flush();
  }
  return blocks;
}

/** The blocks as HTML; headings are one level under the page's own (`level`). */
export function TextBlocks({ text, level = 3 }: { text: string; level?: 2 | 3 }): ReactNode {
  const id = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className="text-blocks">
      {textBlocks(text).map((block, index) => {
        const key = `${id}-${index}`;
        if (block.kind === 'heading') return <Heading key={key}>{block.text}</Heading>;
        if (block.kind === 'list')
          return (
            <ul key={key}>
              {block.items.map((item, at) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the text is static for the page's life
                <li key={at}>{item}</li>
              ))}
            </ul>
          );
        return <p key={key}>{block.text}</p>;
      })}
    </div>
  );
}
