/** How many card shapes the skeleton shows: two rows on a wide screen, the first screen of a phone. */
const CARDS = 8;

/**
 * Grey shapes of a page (a title, a line, a grid of cards) laid over the previous page while the next
 * one loads. It appears only after a moment (CSS), so a quick navigation never flashes it, and it
 * takes no room: the previous page stays under it, so nothing jumps and the scroll is kept.
 */
export function PageSkeleton() {
  return (
    <div className="page-skeleton" aria-hidden="true">
      <div className="page-skeleton__inner">
        <span className="skeleton page-skeleton__title" />
        <span className="skeleton page-skeleton__line" />
        <div className="page-skeleton__grid">
          {Array.from({ length: CARDS }, (_, at) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders, never reordered
            <div key={at} className="page-skeleton__card">
              <span className="skeleton page-skeleton__image" />
              <span className="skeleton page-skeleton__text" />
              <span className="skeleton page-skeleton__text page-skeleton__text--short" />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
