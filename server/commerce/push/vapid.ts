import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import webPush from 'web-push';
import { ConfigError } from '../../config.ts';
import { pushEndpointOrigins } from './endpoint-policy.ts';

/** Web Push's VAPID identity: who sends (subject) and the key pair push services check. */
export interface PushConfig {
  publicKey: string;
  privateKey: string;
  /** `mailto:` or `https:` contact the push service can reach the sender at. */
  subject: string;
  /** `PUSH_ENDPOINT_ORIGINS`: push services of one's own admitted as they are (endpoint-policy.ts). */
  allowedOrigins: string[];
}

type Env = Record<string, string | undefined>;

const VARIABLES = { publicKey: 'VAPID_PUBLIC_KEY', privateKey: 'VAPID_PRIVATE_KEY' } as const;
const DEFAULT_SUBJECT = 'mailto:support@shoppy.mn';

/**
 * Like the other secrets (config.ts): required from the environment in production; in development
 * taken from the environment when set, else generated once into `<DATA_DIR>/vapid.json` (owner-only),
 * so subscriptions made on this machine stay valid across restarts.
 */
export async function loadPushConfig(env: Env, dataDir: string, production: boolean): Promise<PushConfig> {
  const subject = env.VAPID_SUBJECT || DEFAULT_SUBJECT;
  if (!/^(mailto:|https:)/.test(subject))
    throw new ConfigError('VAPID_SUBJECT must be a mailto: or https: URL');
  let allowedOrigins: string[];
  try {
    allowedOrigins = pushEndpointOrigins(env.PUSH_ENDPOINT_ORIGINS);
  } catch {
    throw new ConfigError(
      'PUSH_ENDPOINT_ORIGINS must be a comma-separated list of origins (https://host:port)',
    );
  }
  const publicKey = env[VARIABLES.publicKey];
  const privateKey = env[VARIABLES.privateKey];
  if (publicKey && privateKey) return { publicKey, privateKey, subject, allowedOrigins };
  if (production) {
    throw new ConfigError(
      `NODE_ENV=production needs ${VARIABLES.publicKey} and ${VARIABLES.privateKey} in the environment ` +
        '(npx web-push generate-vapid-keys).',
    );
  }
  const file = join(dataDir, 'vapid.json');
  try {
    const stored = JSON.parse(await readFile(file, 'utf8')) as Partial<PushConfig>;
    if (stored.publicKey && stored.privateKey) {
      return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject, allowedOrigins };
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT' && !(error instanceof SyntaxError)) throw error;
  }
  const keys = webPush.generateVAPIDKeys();
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  return { ...keys, subject, allowedOrigins };
}
