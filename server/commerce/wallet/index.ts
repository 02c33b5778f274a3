/** Wallet (store credit), gift cards and loyalty points: what other domains use. */
export type { WalletBucket, WalletReason } from './events.ts';
export { issueGiftCard, newGiftCardNumber, normalizeGiftCardNumber } from './gift-cards.ts';
export { moneyDeps } from './money-command.ts';
export { moneyProjections } from './projections.ts';
export type { RechargeConfig } from './recharge-config.ts';
export { defaultRechargeConfig, loadRechargeConfig } from './recharge-config.ts';
export {
  assertRechargePayable,
  captureRecharge,
  failRecharge,
  loadRecharge,
  ownRecharge,
  type RechargeDto,
  requestRecharge,
  toRechargeDto,
} from './recharges.ts';
export { releaseOrderTenders, removeAdjustment } from './release.ts';
export { drainOrderRewards } from './rewards.ts';
export { walletRoutes } from './routes.ts';
