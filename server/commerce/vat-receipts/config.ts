/** VAT receipt settings (`VAT_RECEIPT_*`, `POSAPI_*` environment variables); read once by server/config.ts. */
export type VatReceiptSenderName = 'sandbox' | 'posapi';

/** Mongolia's e-receipt system (ebarimt) through the merchant's PosAPI 3.0 service. */
export interface PosApiConfig {
  /** The PosAPI service the merchant runs beside the shop, e.g. `http://localhost:7080`. */
  baseUrl: string;
  /** The shop's taxpayer number (TIN) as the tax authority registered it. */
  merchantTin: string;
  branchNo: string;
  posNo: string;
  /** The 4-digit district code of the branch. */
  districtCode: string;
  /** The tax authority's taxpayer lookup by register number (`POSAPI_TIN_LOOKUP_URL`). */
  tinLookupUrl: string;
}

export interface VatReceiptsConfig {
  /** `VAT_RECEIPT_SENDER`, default `sandbox` (records receipts locally, sends nothing). */
  sender: VatReceiptSenderName;
  /**
   * The sandbox issues no real receipts, so production refuses it unless
   * `VAT_RECEIPT_SANDBOX_ALLOWED=true` (a demo shop); decided with the config, like the payment
   * sandbox, and checked when the scheduler starts.
   */
  sandboxAllowed: boolean;
  posapi: PosApiConfig | undefined;
  /** `VAT_RECEIPT_INTERVAL_MS`: how often receipts due to be sent are looked for. */
  intervalMs: number;
}

type Env = Record<string, string | undefined>;

export class VatReceiptConfigError extends Error {
  override name = 'ConfigError';
}

function required(env: Env, name: string): string {
  const value = env[name];
  if (!value) throw new VatReceiptConfigError(`VAT_RECEIPT_SENDER=posapi needs ${name}`);
  return value;
}

export function loadVatReceiptsConfig(
  env: Env,
  production = env.NODE_ENV === 'production',
): VatReceiptsConfig {
  const sender = (env.VAT_RECEIPT_SENDER || 'sandbox') as VatReceiptSenderName;
  if (sender !== 'sandbox' && sender !== 'posapi') {
    throw new VatReceiptConfigError(`VAT_RECEIPT_SENDER must be sandbox or posapi, got "${sender}"`);
  }
  const intervalMs = Number(env.VAT_RECEIPT_INTERVAL_MS || 60_000);
  if (!Number.isInteger(intervalMs) || intervalMs < 1_000 || intervalMs > 3_600_000) {
    throw new VatReceiptConfigError('VAT_RECEIPT_INTERVAL_MS must be 1000–3600000');
  }
  return {
    sender,
    sandboxAllowed: !production || env.VAT_RECEIPT_SANDBOX_ALLOWED === 'true',
    posapi:
      sender === 'posapi'
        ? {
            baseUrl: required(env, 'POSAPI_URL').replace(/\/$/, ''),
            merchantTin: required(env, 'POSAPI_MERCHANT_TIN'),
            branchNo: env.POSAPI_BRANCH_NO || '001',
            posNo: env.POSAPI_POS_NO || '001',
            districtCode: required(env, 'POSAPI_DISTRICT_CODE'),
            tinLookupUrl: env.POSAPI_TIN_LOOKUP_URL || 'https://api.ebarimt.mn/api/info/check/getTinInfo',
          }
        : undefined,
    intervalMs,
  };
}
