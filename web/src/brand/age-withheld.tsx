import { useEffect } from 'react';
import type { IntlShape } from 'react-intl';
import { translate, useT } from '../i18n/intl.ts';
import type { PageHead } from '../routing/route.ts';
import { AgeGate } from './age-gate.tsx';

/**
 * What a loader of age-restricted content (a vodka product, the brand microsite) returns when the
 * server renders for a visitor who has not passed the age gate: nothing of the content, so no name,
 * price or description reaches the HTML, the state script, the title or the JSON-LD (issue #7).
 */
export interface AgeWithheld {
  withheld: 'age';
}

export const AGE_WITHHELD: AgeWithheld = { withheld: 'age' };

export function isAgeWithheld(data: unknown): data is AgeWithheld {
  return typeof data === 'object' && data !== null && (data as Partial<AgeWithheld>).withheld === 'age';
}

/** A neutral head for withheld content: the gate's question, nothing about what is behind it. */
export function ageWithheldHead(intl: IntlShape): PageHead {
  return { title: translate(intl, 'ageGate.title') };
}

/**
 * The age gate over content the server withheld: once the visitor says yes, the route's loader runs
 * again in the browser (a GraphQL call) and the screen re-renders with the content.
 */
export function AgeWithheldScreen({ reload }: { reload: () => void }) {
  return (
    <AgeGate>
      <LoadAfterYes reload={reload} />
    </AgeGate>
  );
}

function LoadAfterYes({ reload }: { reload: () => void }) {
  const t = useT();
  // Mounted only once the gate is open; the route keeps this screen until the new data is in.
  useEffect(() => reload(), [reload]);
  return (
    <p className="page__status" role="status">
      {t('app.navigating')}
    </p>
  );
}
