import { REGISTER_NUMBER, ZIPCODE } from '../../../machines/checkout-checks.ts';
import { detectLogin } from '../../../machines/login-types.ts';
import type {
  CheckoutDetails,
  DeliveryAddress,
  OrganizationBuyer,
} from '../../../machines/order-lifecycle.ts';
import type { Sql } from '../../platform/db/index.ts';
import { type ErrorCode, ShopError } from '../../platform/errors.ts';
import { deliveryTimes } from './delivery-times.ts';
import { pickupLocation } from './pickup-locations.ts';

/** The address step as the REST route receives it (Spree-style snake_case). */
export interface CheckoutDetailsBody {
  delivery: 'delivery' | 'pickup';
  address?: { province: string; district: string; address: string; zipcode: string; country?: string };
  store_code?: string;
  receiver_name: string;
  receiver_phone: string;
  delivery_time: string;
  organization?: {
    name: string;
    register_number: string;
    worker_count?: number | null;
    direction?: string | null;
    address?: string | null;
    phone?: string | null;
  };
}

/**
 * Spec §5 "must be precise": a courier needs at least a building or apartment number (a digit) and
 * more than a street name. "Sükhbaatar street" is refused; "Peace Ave 17, bldg 3, apt 45" passes.
 */
const MIN_PRECISE_LENGTH = 10;

const clean = (value: string | null | undefined) => value?.trim().replace(/\s+/g, ' ') ?? '';
const optional = (value: string | null | undefined) => clean(value) || null;

function refuse(code: ErrorCode, field: string, reason: string): never {
  throw new ShopError(code, undefined, { [field]: [reason] });
}

/**
 * A zip code the shop ships to: a zip area of the search service's place data, or a postcode inside
 * one. Mongolian postcodes are 5 digits whose first two name the aimag or the capital's district
 * (14200 is in Sükhbaatar district, 14000), so a postcode the data does not list is accepted when its
 * area is known (14200 was refused). Without place data loaded, any 5-digit code. Answers whether it
 * lies in Ulaanbaatar (the capital or a district), which decides the shipping methods.
 */
export async function zipArea(sql: Sql, zipcode: string): Promise<{ capital: boolean } | null> {
  if (!ZIPCODE.test(zipcode)) return null;
  const { rows } = await sql.query<{ cat: string | null; known: number }>(
    `select coalesce((select cat from zip_areas where zipcode = $1),
                     (select cat from zip_areas where zipcode = $2)) as cat,
            (select count(*)::int from zip_areas) as known`,
    [zipcode, `${zipcode.slice(0, 2)}000`],
  );
  const row = rows[0];
  if (row?.cat) return { capital: row.cat !== 'aimag' };
  if (row && row.known > 0) return null;
  // No place data loaded: the postal regions' first digit 1 is Ulaanbaatar (zip-areas.data.ts).
  return { capital: zipcode.startsWith('1') };
}

async function deliveryAddress(sql: Sql, body: CheckoutDetailsBody): Promise<DeliveryAddress> {
  const input = body.address;
  const address = {
    province: clean(input?.province),
    district: clean(input?.district),
    address: clean(input?.address),
    zipcode: clean(input?.zipcode),
    country: clean(input?.country) || 'MN',
  };
  for (const field of ['province', 'district', 'address', 'zipcode'] as const) {
    if (!address[field]) refuse('ADDRESS_REQUIRED', `address.${field}`, 'blank');
  }
  if (address.country !== 'MN')
    refuse('ADDRESS_REQUIRED', 'address.country', 'only Mongolia is delivered to');
  if (!ZIPCODE.test(address.zipcode)) refuse('ZIPCODE_INVALID', 'address.zipcode', 'format');
  if (!(await zipArea(sql, address.zipcode))) refuse('ZIPCODE_UNKNOWN', 'address.zipcode', 'unknown');
  if (address.address.length < MIN_PRECISE_LENGTH || !/\d/.test(address.address)) {
    refuse('ADDRESS_NOT_PRECISE', 'address.address', 'not_precise');
  }
  return address;
}

function organizationBuyer(input: NonNullable<CheckoutDetailsBody['organization']>): OrganizationBuyer {
  const name = clean(input.name);
  if (!name) refuse('ORGANIZATION_NAME_REQUIRED', 'organization.name', 'blank');
  const registerNumber = input.register_number.replace(/\s+/g, '');
  if (!REGISTER_NUMBER.test(registerNumber)) {
    refuse('REGISTER_NUMBER_INVALID', 'organization.register_number', 'register_number');
  }
  const phone = optional(input.phone)?.replace(/[\s-]/g, '') ?? null;
  if (phone !== null && !/^\d{8}$/.test(phone)) refuse('PHONE_INVALID', 'organization.phone', 'phone');
  return {
    name,
    registerNumber,
    workerCount: input.worker_count ?? null,
    direction: optional(input.direction),
    address: optional(input.address),
    phone,
  };
}

/**
 * The address step checked in full before anything is written: the first broken rule answers with
 * its own code (the web translates each), so a bad input never reaches the order's stream.
 */
export async function validateCheckoutDetails(
  sql: Sql,
  body: CheckoutDetailsBody,
  now: Date,
): Promise<CheckoutDetails> {
  let delivery: CheckoutDetails['delivery'];
  if (body.delivery === 'delivery') {
    delivery = { kind: 'delivery', address: await deliveryAddress(sql, body) };
  } else {
    const code = clean(body.store_code);
    if (!code || !(await pickupLocation(sql, code))) {
      refuse('PICKUP_LOCATION_NOT_FOUND', 'store_code', 'unknown');
    }
    delivery = { kind: 'pickup', storeCode: code };
  }
  const receiverName = clean(body.receiver_name);
  if (!receiverName) refuse('RECEIVER_REQUIRED', 'receiver_name', 'blank');
  const phone = detectLogin(body.receiver_phone);
  if (phone?.kind !== 'phone') refuse('PHONE_INVALID', 'receiver_phone', 'phone');
  const offered = deliveryTimes(now).some((window) => window.id === body.delivery_time);
  if (!offered) refuse('DELIVERY_TIME_REQUIRED', 'delivery_time', 'not_offered');
  return {
    delivery,
    receiver: { name: receiverName, phone: phone.value },
    deliveryTime: body.delivery_time,
    organization: body.organization ? organizationBuyer(body.organization) : null,
  };
}
