/**
 * Recharge limits (`WALLET_RECHARGE_*` environment variables, read once with the payment settings).
 * Whole tugrik; the defaults are the demo shop's: 1,000 ₮ to 2,000,000 ₮, 30 minutes to pay.
 */
export interface RechargeConfig {
  /** `WALLET_RECHARGE_MIN`: the smallest recharge (RECHARGE_BELOW_MINIMUM under it). */
  min: number;
  /** `WALLET_RECHARGE_MAX`: the largest recharge (RECHARGE_ABOVE_MAXIMUM over it). */
  max: number;
  /** `WALLET_RECHARGE_TTL_MINUTES`: a recharge unpaid this long expires; a later capture is refunded. */
  ttlMinutes: number;
}

export const defaultRechargeConfig: RechargeConfig = { min: 1_000, max: 2_000_000, ttlMinutes: 30 };

export class RechargeConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

function wholeNumber(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new RechargeConfigError(`${name} must be a whole number above 0`);
  return value;
}

export function loadRechargeConfig(env: Env): RechargeConfig {
  const config = {
    min: wholeNumber(env, 'WALLET_RECHARGE_MIN', defaultRechargeConfig.min),
    max: wholeNumber(env, 'WALLET_RECHARGE_MAX', defaultRechargeConfig.max),
    ttlMinutes: wholeNumber(env, 'WALLET_RECHARGE_TTL_MINUTES', defaultRechargeConfig.ttlMinutes),
  };
  if (config.min > config.max)
    throw new RechargeConfigError('WALLET_RECHARGE_MIN is above WALLET_RECHARGE_MAX');
  return config;
}
