import { Writable } from 'node:stream';
import type { RenderResult } from '../../web/src/entry-server.tsx';

/** Collects what React streams for `#root`. */
export function appHtml(result: RenderResult): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk, _encoding, callback) {
        chunks.push(Buffer.from(chunk));
        callback();
      },
    });
    sink.on('finish', () => resolve(Buffer.concat(chunks).toString('utf8')));
    sink.on('error', reject);
    result.pipe(sink);
  });
}
