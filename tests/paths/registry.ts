import type { PathModel } from './model.ts';
import { ageGateModel } from './models/age-gate.model.ts';
import { cartModel } from './models/cart.model.ts';
import { checkoutModel } from './models/checkout.model.ts';
import { loginModel } from './models/login.model.ts';
import { orderLifecycleModel } from './models/order-lifecycle.model.ts';
import { paginatedListModel } from './models/paginated-list.model.ts';
import { prizeSpinModel } from './models/prize-spin.model.ts';
import { pushPromptModel } from './models/push-prompt.model.ts';
import { quoteRequestModel } from './models/quote-request.model.ts';
import { rechargeModel } from './models/recharge.model.ts';
import { reviewFormModel } from './models/review-form.model.ts';
import { roomBookingModel } from './models/room-booking.model.ts';
import { searchBoxModel } from './models/search-box.model.ts';
import { staffLoginModel } from './models/staff-login.model.ts';
import { wishToggleModel } from './models/wish-toggle.model.ts';

/**
 * Every machine's test model. A new machine is one line here (plus its `<machine>.model.ts`); the
 * QA command, the test plans and the machine export all read this list.
 */
export const pathModels: readonly PathModel[] = [
  ageGateModel,
  cartModel,
  checkoutModel,
  loginModel,
  orderLifecycleModel,
  paginatedListModel,
  prizeSpinModel,
  pushPromptModel,
  quoteRequestModel,
  rechargeModel,
  reviewFormModel,
  roomBookingModel,
  searchBoxModel,
  staffLoginModel,
  wishToggleModel,
];

export function findModels(name: string | undefined): PathModel[] {
  if (!name) return [...pathModels];
  const found = pathModels.filter((model) => model.name === name || model.title === name);
  if (found.length === 0) {
    throw new Error(`no machine "${name}"; known: ${pathModels.map((model) => model.name).join(', ')}`);
  }
  return found;
}
