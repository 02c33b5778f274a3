import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { addressOfZipcode } from '../../web/src/checkout/locate-address.tsx';
import type { GraphqlExecutor, GraphqlRequest } from '../../web/src/graphql/client.ts';
import { renderApp, serverState } from './app-harness.tsx';

const cart = {
  number: 'R123456789',
  state: 'cart',
  status: 'PENDING',
  statusDetails: ['PENDING'],
  totalQuantity: 1,
  itemTotal: 45_000,
  shipTotal: 0,
  taxTotal: 4_091,
  adjustmentTotal: 0,
  total: 45_000,
  paidTotal: 0,
  amountDue: 45_000,
  paymentMethod: null,
  paymentDueAt: null,
  adjustments: [],
  lineItems: [
    {
      id: '1',
      variantId: '7',
      quantity: 1,
      price: 45_000,
      total: 45_000,
      product: { name: 'Хар бэх', slug: 'black-ink', sku: 'INK-1', image: null },
    },
  ],
  shipping: null,
};

const zipcodeAreas = [
  { zipcode: '11000', name: 'Улаанбаатар', cat: 'capital', parent: null },
  { zipcode: '14200', name: 'Сүхбаатар', cat: 'district', parent: '11000' },
  { zipcode: '41000', name: 'Дархан-Уул', cat: 'aimag', parent: null },
];

/** The gateway's answers for the address step; `zipcodeAt` answers what the test gives. */
function fakeGateway(zipcodeAt: { zipcode: string; name: string } | null) {
  const calls: Array<{ name: string; variables: unknown }> = [];
  const executor: GraphqlExecutor = async ({ query, variables }: GraphqlRequest) => {
    const name = /(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? '';
    calls.push({ name, variables });
    switch (name) {
      case 'CheckoutStart':
        return {
          data: { currentOrder: cart, deliveryTimes: [], pickupLocations: [], zipcodeAreas },
        };
      case 'CurrentOrder':
        return { data: { currentOrder: cart } };
      case 'CheckoutZipcodeAt':
        return { data: { zipcodeAt } };
      default:
        return { errors: [{ message: 'NOT_FOUND', extensions: { code: 'NOT_FOUND' } }] };
    }
  };
  return { executor, calls };
}

/** jsdom has no geolocation: the browser's answer is the one thing stood in for here. */
function browserPosition(answer: { lat: number; lon: number } | { deniedCode: number }) {
  const geolocation = {
    getCurrentPosition: (resolve: PositionCallback, reject: PositionErrorCallback) => {
      if ('lat' in answer) {
        resolve({ coords: { latitude: answer.lat, longitude: answer.lon } } as GeolocationPosition);
      } else {
        reject({ code: answer.deniedCode, message: 'refused' } as GeolocationPositionError);
      }
    },
  };
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
}

afterEach(() => {
  cleanup();
  Reflect.deleteProperty(navigator, 'geolocation');
});

async function openAddressStep(gateway: ReturnType<typeof fakeGateway>) {
  const state = await serverState('/checkout', gateway.executor);
  renderApp('/checkout', gateway.executor, state);
  await screen.findByTestId('address-step');
  // the button's code follows the page's first JavaScript (shell/deferred.tsx)
  await screen.findByTestId('use-my-location');
}

const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('checkout: use my location', () => {
  it('fills province, district and zip code from the zip area at the position', async () => {
    const gateway = fakeGateway({ zipcode: '14200', name: 'Sukhbaatar' });
    browserPosition({ lat: 47.92, lon: 106.92 });
    await openAddressStep(gateway);
    fireEvent.click(screen.getByTestId('use-my-location'));
    await waitFor(() => expect(value('Шуудангийн код')).toBe('14200'));
    // named as the form's choices name them, not as the lookup (in another language) did
    expect(value('Хот, аймаг')).toBe('Улаанбаатар');
    expect(value('Дүүрэг, сум')).toBe('Сүхбаатар');
    expect(gateway.calls.find((call) => call.name === 'CheckoutZipcodeAt')?.variables).toEqual({
      lat: 47.92,
      lon: 106.92,
    });
  });

  it('denied permission: says so, asks nothing of the server and leaves the address as it was', async () => {
    const gateway = fakeGateway({ zipcode: '14200', name: 'Сүхбаатар' });
    browserPosition({ deniedCode: 1 });
    await openAddressStep(gateway);
    fireEvent.change(screen.getByLabelText('Хот, аймаг'), { target: { value: 'Дархан-Уул' } });
    fireEvent.click(screen.getByTestId('use-my-location'));
    expect((await screen.findByRole('alert')).textContent).toContain('зөвшөөрөл хаалттай');
    expect(gateway.calls.some((call) => call.name === 'CheckoutZipcodeAt')).toBe(false);
    expect(value('Хот, аймаг')).toBe('Дархан-Уул');
    expect(value('Шуудангийн код')).toBe('41000');
  });

  it('a position outside every zip area: says none matches and changes nothing', async () => {
    const gateway = fakeGateway(null);
    browserPosition({ lat: 48.85, lon: 2.35 });
    await openAddressStep(gateway);
    fireEvent.click(screen.getByTestId('use-my-location'));
    expect((await screen.findByRole('alert')).textContent).toContain('хүргэлтийн бүс олдсонгүй');
    expect(value('Хот, аймаг')).toBe('');
    expect(value('Шуудангийн код')).toBe('');
  });
});

describe('addressOfZipcode', () => {
  it('puts a district under its capital and an aimag on its own; an unknown zip is no address', () => {
    expect(addressOfZipcode(zipcodeAreas, '14200')).toEqual({
      province: 'Улаанбаатар',
      district: 'Сүхбаатар',
      zipcode: '14200',
    });
    expect(addressOfZipcode(zipcodeAreas, '41000')).toEqual({
      province: 'Дархан-Уул',
      district: '',
      zipcode: '41000',
    });
    expect(addressOfZipcode(zipcodeAreas, '99999')).toBeNull();
  });
});
