import type { BrowserFlow } from './flow.ts';
import { ageGateFlow } from './flows/age-gate.flow.ts';
import { cartFlow } from './flows/cart.flow.ts';
import { checkoutFlow } from './flows/checkout.flow.ts';
import { loginFlow } from './flows/login.flow.ts';
import { pushPromptFlow } from './flows/push-prompt.flow.ts';

/** The shopper flows run in Chromium. A new one is one line here plus its `.flow.ts`. */
export const browserFlows: readonly BrowserFlow[] = [
  ageGateFlow,
  cartFlow,
  checkoutFlow,
  loginFlow,
  pushPromptFlow,
];
