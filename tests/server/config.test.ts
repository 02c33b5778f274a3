import { mkdtemp, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.ts';

const productionSecrets = {
  SHOP_CLIENT_ID: 'web-gateway',
  SHOP_CLIENT_SECRET: 'a-long-client-secret',
  SHOP_TOKEN_SECRET: 'x'.repeat(48),
  SEARCH_USER: 'search',
  SEARCH_PASSWORD: 'search-password',
  STAFF_TOKEN: 's'.repeat(40),
  VAPID_PUBLIC_KEY: 'a-vapid-public-key',
  VAPID_PRIVATE_KEY: 'a-vapid-private-key',
};

describe('configuration', () => {
  it('generates development secrets once, owner-only, and keeps them across starts', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'shop-config-'));
    const first = await loadConfig({ DATA_DIR: dataDir });
    const second = await loadConfig({ DATA_DIR: dataDir });
    expect(second.secrets).toEqual(first.secrets);
    expect(first.secrets.tokenSecret.length).toBeGreaterThanOrEqual(48);
    const file = join(dataDir, 'secrets.json');
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(first.secrets);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const other = await loadConfig({ DATA_DIR: await mkdtemp(join(tmpdir(), 'shop-config-')) });
    expect(other.secrets.clientSecret).not.toBe(first.secrets.clientSecret);
  });

  it('prepares statements on a PostgreSQL server unless told not to, and refuses a value it cannot read', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'shop-config-'));
    expect((await loadConfig({ DATA_DIR: dataDir })).databasePreparedStatements).toBe(true);
    const off = await loadConfig({ DATA_DIR: dataDir, DATABASE_PREPARED_STATEMENTS: 'false' });
    expect(off.databasePreparedStatements).toBe(false);
    await expect(loadConfig({ DATA_DIR: dataDir, DATABASE_PREPARED_STATEMENTS: 'off' })).rejects.toThrow(
      /DATABASE_PREPARED_STATEMENTS must be true or false, got "off"/,
    );
  });

  it('lets the environment override a development secret', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'shop-config-'));
    const config = await loadConfig({ DATA_DIR: dataDir, SHOP_CLIENT_SECRET: 'from-env' });
    expect(config.secrets.clientSecret).toBe('from-env');
  });

  it('listens on this machine only in development (it serves login codes at /dev/outbox), everywhere in production', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'shop-config-'));
    expect((await loadConfig({ DATA_DIR: dataDir })).host).toBe('127.0.0.1');
    expect((await loadConfig({ DATA_DIR: dataDir, HOST: '0.0.0.0' })).host).toBe('0.0.0.0');
    const production = await loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, ...productionSecrets });
    expect(production.host).toBe('0.0.0.0');
  });

  it('refuses to start in production without every secret, naming the missing ones', async () => {
    await expect(loadConfig({ NODE_ENV: 'production' })).rejects.toThrow(ConfigError);
    const { SEARCH_PASSWORD: _omitted, ...partial } = productionSecrets;
    await expect(loadConfig({ NODE_ENV: 'production', ...partial })).rejects.toThrow(/SEARCH_PASSWORD/);
    await expect(
      loadConfig({ NODE_ENV: 'production', ...productionSecrets, SHOP_TOKEN_SECRET: 'short' }),
    ).rejects.toThrow(/at least 32/);
    const { STAFF_TOKEN: _staff, ...noStaff } = productionSecrets;
    await expect(loadConfig({ NODE_ENV: 'production', ...noStaff })).rejects.toThrow(/STAFF_TOKEN/);
    await expect(
      loadConfig({ NODE_ENV: 'production', ...productionSecrets, STAFF_TOKEN: 'short' }),
    ).rejects.toThrow(/STAFF_TOKEN must be at least 32/);
  });

  it('reads production secrets from the environment and writes nothing', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'shop-config-'));
    const config = await loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, ...productionSecrets });
    expect(config.secrets.clientId).toBe('web-gateway');
    expect(config.seedDemoCatalog).toBe(false);
    await expect(stat(join(dataDir, 'secrets.json'))).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(stat(join(dataDir, 'vapid.json'))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('has working defaults and rejects bad values clearly', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'shop-config-'));
    const config = await loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      searchIndex: 'shoppy',
      seedDemoCatalog: true,
      databaseUrl: undefined,
    });
    await expect(loadConfig({ DATA_DIR: dataDir, PORT: 'eighty' })).rejects.toThrow(
      /PORT must be an integer/,
    );
    await expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'mysql://x' })).rejects.toThrow(/postgres/);
    await expect(loadConfig({ DATA_DIR: dataDir, COMMERCE_URL: 'not a url' })).rejects.toThrow(
      /COMMERCE_URL/,
    );
  });
});
