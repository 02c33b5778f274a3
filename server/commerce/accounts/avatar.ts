import { createHash } from 'node:crypto';
import type { Clock } from '../../platform/clock.ts';
import type { Sql } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';

/** 2 MB: a phone photo resized by the browser fits many times over; more is refused, not truncated. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

export type AvatarType = 'image/png' | 'image/jpeg' | 'image/webp';

const startsWith = (bytes: Buffer, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);

/**
 * The image type from the file's own first bytes. The content type a browser sends is whatever the
 * file name suggested (or an attacker typed), so it is never trusted: an HTML or SVG file named
 * `me.png` is refused here, and the served type is always the detected one.
 */
export function detectImageType(bytes: Buffer): AvatarType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  // RIFF <size> WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) {
    return 'image/webp';
  }
  return null;
}

export interface StoredAvatar {
  contentType: AvatarType;
  bytes: Buffer;
  sha256: string;
}

/** Content-addressed path: a new picture gets a new URL, so the old one may be cached for a year. */
export const avatarPath = (userId: number, sha256: string) => `/images/avatars/${userId}/${sha256}`;

/** `update_avatar`: one picture per account, replaced whole; checked before anything is written. */
export class Avatars {
  constructor(
    private readonly db: Sql,
    private readonly clock: Clock,
  ) {}

  async save(userId: number, bytes: Buffer): Promise<string> {
    if (bytes.length === 0) throw new ShopError('VALIDATION', 'Choose an image', { avatar: ['blank'] });
    if (bytes.length > AVATAR_MAX_BYTES) {
      throw new ShopError('VALIDATION', 'The image is larger than 2 MB', { avatar: ['too_large'] });
    }
    const contentType = detectImageType(bytes);
    if (!contentType) {
      throw new ShopError('VALIDATION', 'Only PNG, JPEG or WebP images', { avatar: ['not_image'] });
    }
    const sha256 = createHash('sha256').update(bytes).digest('base64url').slice(0, 32);
    await this.db.query(
      `insert into avatars (user_id, sha256, content_type, bytes, updated_at) values ($1, $2, $3, $4, $5)
       on conflict (user_id) do update set sha256 = excluded.sha256, content_type = excluded.content_type,
         bytes = excluded.bytes, updated_at = excluded.updated_at`,
      [userId, sha256, contentType, bytes, this.clock.now()],
    );
    return avatarPath(userId, sha256);
  }

  /** The path of the current picture, or null. */
  async pathOf(userId: number): Promise<string | null> {
    const { rows } = await this.db.query<{ sha256: string }>(
      'select sha256 from avatars where user_id = $1',
      [userId],
    );
    return rows[0] ? avatarPath(userId, rows[0].sha256) : null;
  }

  /** The picture at this version, or null once it was replaced (its old URL then answers 404). */
  async load(userId: number, sha256: string): Promise<StoredAvatar | null> {
    const { rows } = await this.db.query<{ content_type: AvatarType; bytes: Uint8Array; sha256: string }>(
      'select content_type, bytes, sha256 from avatars where user_id = $1 and sha256 = $2',
      [userId, sha256],
    );
    const row = rows[0];
    return row ? { contentType: row.content_type, bytes: Buffer.from(row.bytes), sha256: row.sha256 } : null;
  }
}
