import { loadRechargeConfig, type RechargeConfig } from '../wallet/recharge-config.ts';

/** Payment settings (`PAYMENT_*` environment variables); read once by server/config.ts. */
export type PaymentProviderName = 'sandbox' | 'qpay';

/** Spec §3 "Bank account": where a bank transfer goes. */
export interface ShopBankAccount {
  bankName: string;
  accountName: string;
  accountNumber: string;
  iban: string;
  /**
   * The bank's and the holder's names in Latin letters (`PAYMENT_BANK_NAME_LATIN`,
   * `PAYMENT_BANK_ACCOUNT_NAME_LATIN`), for the pages in English, Chinese and Italian; absent, every
   * language shows the names above. Mongolian and Russian read the Cyrillic names.
   */
  latin?: { bankName: string; accountName: string };
}

export interface PaymentsConfig {
  /** `PAYMENT_PROVIDER`, default `sandbox` (the provider's test mode, a shop feature). */
  provider: PaymentProviderName;
  /**
   * The sandbox moves no money, so production refuses it unless `PAYMENT_SANDBOX_ALLOWED=true`
   * (a demo shop). Checked when the payments service starts (server/commerce/payments/provider.ts).
   */
  sandboxAllowed: boolean;
  /** `PAYMENT_WEBHOOK_SECRET`; unset: derived from the token secret (same on every process). */
  webhookSecret: string | undefined;
  webhookToleranceSeconds: number;
  bankAccount: ShopBankAccount;
  /** QPay merchant API (v2); only used with PAYMENT_PROVIDER=qpay. */
  qpay: { baseUrl: string; username: string; password: string; invoiceCode: string } | undefined;
  /**
   * Where lease applications go (`LEASE_PROVIDER`, default the sandbox credit company; `credit` with
   * `LEASE_API_URL`, `LEASE_API_KEY`, `LEASE_MERCHANT_ID` is a real one: server/commerce/payments/lease-provider.ts).
   */
  lease: { baseUrl: string; apiKey: string; merchantId: string } | undefined;
  /** `PAYMENT_JOBS_INTERVAL_MS`: how often the provider outbox (refunds, voids, lease) is worked. */
  jobsIntervalMs: number;
  /** Wallet recharge limits (`WALLET_RECHARGE_*`); absent: the defaults. */
  recharge?: RechargeConfig;
}

type Env = Record<string, string | undefined>;

/** The demo shop's account, shown in sandbox mode when none is configured. */
export const demoBankAccount: ShopBankAccount = {
  bankName: 'Хаан банк',
  accountName: 'Шоппи ХХК',
  accountNumber: '5012345678',
  iban: 'MN580005005012345678',
  latin: { bankName: 'Khan Bank', accountName: 'Shoppy LLC' },
};

/** The configured account, or the demo's; Latin names only where both are given (or the demo's). */
function bankAccountFrom(env: Env): ShopBankAccount {
  const configured = Boolean(env.PAYMENT_BANK_NAME || env.PAYMENT_BANK_ACCOUNT_NAME);
  const latinBank = env.PAYMENT_BANK_NAME_LATIN;
  const latinHolder = env.PAYMENT_BANK_ACCOUNT_NAME_LATIN;
  const latin =
    latinBank && latinHolder
      ? { bankName: latinBank, accountName: latinHolder }
      : configured
        ? undefined
        : demoBankAccount.latin;
  return {
    bankName: env.PAYMENT_BANK_NAME || demoBankAccount.bankName,
    accountName: env.PAYMENT_BANK_ACCOUNT_NAME || demoBankAccount.accountName,
    accountNumber: env.PAYMENT_BANK_ACCOUNT_NUMBER || demoBankAccount.accountNumber,
    iban: env.PAYMENT_BANK_IBAN || demoBankAccount.iban,
    ...(latin ? { latin } : {}),
  };
}

export class PaymentConfigError extends Error {
  override name = 'ConfigError';
}

export function loadPaymentsConfig(env: Env, production: boolean): PaymentsConfig {
  const provider = (env.PAYMENT_PROVIDER || 'sandbox') as PaymentProviderName;
  if (provider !== 'sandbox' && provider !== 'qpay') {
    throw new PaymentConfigError(`PAYMENT_PROVIDER must be sandbox or qpay, got "${provider}"`);
  }
  const qpay =
    provider === 'qpay'
      ? {
          baseUrl: env.QPAY_BASE_URL || 'https://merchant.qpay.mn/v2',
          username: required(env, 'QPAY_USERNAME'),
          password: required(env, 'QPAY_PASSWORD'),
          invoiceCode: required(env, 'QPAY_INVOICE_CODE'),
        }
      : undefined;
  const leaseProvider = env.LEASE_PROVIDER || 'sandbox';
  if (leaseProvider !== 'sandbox' && leaseProvider !== 'credit') {
    throw new PaymentConfigError(`LEASE_PROVIDER must be sandbox or credit, got "${leaseProvider}"`);
  }
  const lease =
    leaseProvider === 'credit'
      ? {
          baseUrl: required(env, 'LEASE_API_URL', 'LEASE_PROVIDER=credit'),
          apiKey: required(env, 'LEASE_API_KEY', 'LEASE_PROVIDER=credit'),
          merchantId: required(env, 'LEASE_MERCHANT_ID', 'LEASE_PROVIDER=credit'),
        }
      : undefined;
  const jobsIntervalMs = Number(env.PAYMENT_JOBS_INTERVAL_MS || 10_000);
  if (!Number.isInteger(jobsIntervalMs) || jobsIntervalMs < 1_000 || jobsIntervalMs > 3_600_000) {
    throw new PaymentConfigError('PAYMENT_JOBS_INTERVAL_MS must be 1000–3600000');
  }
  const tolerance = Number(env.PAYMENT_WEBHOOK_TOLERANCE_SECONDS || 300);
  if (!Number.isInteger(tolerance) || tolerance < 30 || tolerance > 3600) {
    throw new PaymentConfigError('PAYMENT_WEBHOOK_TOLERANCE_SECONDS must be 30–3600');
  }
  return {
    provider,
    sandboxAllowed: !production || env.PAYMENT_SANDBOX_ALLOWED === 'true',
    webhookSecret: env.PAYMENT_WEBHOOK_SECRET || undefined,
    webhookToleranceSeconds: tolerance,
    bankAccount: bankAccountFrom(env),
    qpay,
    lease,
    jobsIntervalMs,
    recharge: loadRechargeConfig(env),
  };
}

function required(env: Env, name: string, needer = 'PAYMENT_PROVIDER=qpay'): string {
  const value = env[name];
  if (!value) throw new PaymentConfigError(`${needer} needs ${name}`);
  return value;
}
