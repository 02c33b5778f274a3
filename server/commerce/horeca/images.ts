import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { errorBody, ShopError } from '../../platform/errors.ts';

/**
 * The lodge's photos, drawn (the demo ships no photographs): a window on the steppe and mountains,
 * a bed, lamp and rug whose colours and layout follow the file name, so every room looks its own
 * and the same name always draws the same picture. Public, like product images.
 */
const palettes = [
  ['#f4e9d8', '#8c5a3c', '#3f6e8c', '#c9a227'],
  ['#e8efe6', '#5b7b4a', '#2f4f6f', '#d08c3a'],
  ['#efe6f0', '#7a4f6d', '#35506b', '#c46a4a'],
  ['#e6eef4', '#4b6584', '#2d3e50', '#e0a458'],
];

export function roomPhotoSvg(name: string): string {
  const hash = createHash('sha256').update(name).digest();
  const [wall, wood, sky, accent] = palettes[hash[0]! % palettes.length]!;
  const lodge = name.startsWith('lodge');
  const peak = 60 + (hash[1]! % 60);
  const bedX = 40 + (hash[2]! % 120);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" role="img">
<rect width="400" height="300" fill="${wall}"/>
<rect x="${lodge ? 0 : 220}" y="${lodge ? 0 : 40}" width="${lodge ? 400 : 150}" height="${lodge ? 210 : 110}" fill="${sky}"/>
<polygon points="${lodge ? `0,210 140,${peak} 260,210` : `220,150 ${260 + (hash[3]! % 40)},${70 + (hash[4]! % 30)} 330,150`}" fill="#e9eef2" opacity="0.85"/>
<polygon points="${lodge ? `120,210 ${260 + (hash[3]! % 60)},${peak + 30} 400,210` : '280,150 340,95 370,150'}" fill="#9fb3c1"/>
${
  lodge
    ? `<rect y="210" width="400" height="90" fill="#7c9a4f"/><circle cx="200" cy="240" r="34" fill="#fafafa" stroke="${wood}" stroke-width="4"/><path d="M166 240 L200 206 L234 240" fill="${accent}"/>`
    : `<rect y="230" width="400" height="70" fill="${wood}"/><rect x="${bedX}" y="175" width="170" height="70" rx="8" fill="#fafafa"/><rect x="${bedX}" y="160" width="170" height="22" rx="6" fill="${accent}"/><rect x="${bedX + 10}" y="180" width="50" height="18" rx="6" fill="#ffffff" stroke="${wood}"/><ellipse cx="${bedX + 85}" cy="265" rx="90" ry="14" fill="${accent}" opacity="0.6"/>`
}
</svg>`;
}

export const horecaImageRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { file: string } }>('/images/horeca/:file', async (request, reply) => {
    const match = /^([a-z0-9-]{1,80})\.svg$/.exec(request.params.file);
    if (!match) {
      return reply.code(404).send(errorBody(new ShopError('NOT_FOUND', 'No such lodge photo')));
    }
    return reply
      .header('cache-control', 'public, max-age=2592000')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .type('image/svg+xml; charset=utf-8')
      .send(roomPhotoSvg(match[1]!));
  });
};
