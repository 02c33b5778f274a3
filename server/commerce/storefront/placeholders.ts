import {
  ETA_HOURS,
  EXPRESS_COST,
  FREE_STANDARD_FROM,
  PROVINCE_COST,
  STANDARD_COST,
} from '../checkout/shipping.ts';
import { DEFAULT_RETURN_WINDOW_HOURS } from '../orders/returns.ts';
import type { PagePlaceholders } from './pages.ts';

/** 100000 → "100 000": tugrik as the shop prints them, the same in every language. */
const tugrik = (amount: number) => String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

/**
 * What a page may name as `{key}` (spec §9 delivery and return windows): the checkout's own rates
 * and times, and the return window of `RETURN_WINDOW_HOURS`, so a page never states a stale number.
 */
export function shopPagePlaceholders(returnWindowHours: number | undefined): PagePlaceholders {
  return {
    delivery_hours: ETA_HOURS.standard,
    express_hours: ETA_HOURS.express,
    province_hours: ETA_HOURS.province,
    pickup_hours: ETA_HOURS.pickup,
    return_hours: returnWindowHours ?? DEFAULT_RETURN_WINDOW_HOURS,
    standard_cost: tugrik(STANDARD_COST),
    express_cost: tugrik(EXPRESS_COST),
    province_cost: tugrik(PROVINCE_COST),
    free_delivery_from: tugrik(FREE_STANDARD_FROM),
  };
}
