import { useEffect } from 'react';
import type { PageHead } from './route.ts';

/** Keeps the title and meta description in step with client-side navigation. */
export function useDocumentHead(head: PageHead | undefined) {
  const title = head?.title;
  const description = head?.description;
  useEffect(() => {
    if (title === undefined) return;
    document.title = title;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!description) {
      meta?.remove();
      return;
    }
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
