import { createContext, type ReactNode, useContext, useEffect } from 'react';
import { PERSISTED_STATE_KEY } from '../shell/persisted-state.ts';
import { compareList } from './compare-store.ts';

/** The tenant's `compare` feature (siteData.configs.features, spec §9: "compare … toggled"). */
export const COMPARE_FEATURE = 'compare';

const CompareEnabled = createContext(false);

/**
 * The tenant offers compare. Read defensively: site data from a page rendered before `features`
 * was asked for (an open tab across a deploy) has none, and then compare is simply not offered.
 */
export function offersCompare(siteData: { configs?: { features?: readonly string[] } } | null): boolean {
  return siteData?.configs?.features?.includes(COMPARE_FEATURE) ?? false;
}

/** Whether the compare toggles, badge and page are offered; off outside the shell (and in tests). */
export function useCompareEnabled(): boolean {
  return useContext(CompareEnabled);
}

/**
 * Offers compare below it when the feature is on, and then reads the stored list once after
 * hydration (not in every card), following another tab's changes through the `storage` event.
 */
export function CompareProvider({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  useEffect(() => {
    if (!enabled) return;
    compareList.restore();
    const onStorage = (event: StorageEvent) => {
      if (event.key === PERSISTED_STATE_KEY || event.key === null) compareList.restore();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [enabled]);
  return <CompareEnabled value={enabled}>{children}</CompareEnabled>;
}
