import { useState } from 'react';
import type { AddressForm } from '../../../machines/checkout.ts';
import { useExecute } from '../graphql/context.tsx';
import { type CheckoutStartQuery, CheckoutZipcodeAtDocument } from '../graphql/generated/graphql.ts';
import { useT } from '../i18n/intl.ts';

type ZipcodeArea = CheckoutStartQuery['zipcodeAreas'][number];
type Found = Pick<AddressForm, 'province' | 'district' | 'zipcode'>;

/**
 * Province, district and zip code of a zip area, named as the address form's choices name them
 * (the lookup answers in the shopper's language, the choices may differ): a district sits under
 * its capital. Null when the zip code is none of the form's choices.
 */
export function addressOfZipcode(areas: readonly ZipcodeArea[], zipcode: string): Found | null {
  const area = areas.find((candidate) => candidate.zipcode === zipcode);
  if (!area) return null;
  if (area.cat !== 'district') return { province: area.name, district: '', zipcode: area.zipcode };
  const capital = areas.find((candidate) => candidate.zipcode === area.parent);
  if (!capital) return null;
  return { province: capital.name, district: area.name, zipcode: area.zipcode };
}

const PROBLEM_MESSAGES = {
  denied: 'checkout.address.location.denied',
  unavailable: 'checkout.address.location.unavailable',
  noMatch: 'checkout.address.location.noMatch',
} as const;
type Problem = keyof typeof PROBLEM_MESSAGES;

function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) reject(new Error('unavailable'));
    else navigator.geolocation.getCurrentPosition(resolve, reject, { timeout: 15_000, maximumAge: 600_000 });
  });
}

const isDenied = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 1;

/**
 * "Use my location" (spec §3 address lookup): the browser's position, then `zipcodeAt` fills
 * province, district and zip. A refused permission, no position or no matching area shows why and
 * leaves the form as it was.
 */
export function LocateAddress({
  areas,
  onFound,
}: {
  areas: readonly ZipcodeArea[];
  onFound: (address: Found) => void;
}) {
  const t = useT();
  const execute = useExecute();
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);

  const locate = async () => {
    setLocating(true);
    setProblem(null);
    try {
      const { coords } = await currentPosition();
      const { zipcodeAt } = await execute(CheckoutZipcodeAtDocument, {
        lat: coords.latitude,
        lon: coords.longitude,
      });
      const found = zipcodeAt ? addressOfZipcode(areas, zipcodeAt.zipcode) : null;
      if (found) onFound(found);
      else setProblem('noMatch');
    } catch (error) {
      setProblem(isDenied(error) ? 'denied' : 'unavailable');
    } finally {
      setLocating(false);
    }
  };

  return (
    <div className="locate-address">
      <button
        type="button"
        className="link-button"
        disabled={locating}
        aria-busy={locating}
        onClick={locate}
        data-testid="use-my-location"
      >
        {t('checkout.address.useLocation')}
      </button>
      {problem ? (
        <p className="field__error" role="alert">
          {t(PROBLEM_MESSAGES[problem])}
        </p>
      ) : null}
    </div>
  );
}
