import '../styles/content.css';
import { BranchMap } from '../content/branch-map.tsx';
import { BranchesDocument, type BranchesQuery } from '../graphql/generated/graphql.ts';
import { translate, useT } from '../i18n/intl.ts';
import { defineRoute, type RouteComponentProps } from '../routing/route.ts';
import { routePaths } from './paths.ts';

type Branch = BranchesQuery['siteData']['storeLocations'][number];

/** /branches: every branch with address, hours, phone, its place on a map and pickup (spec §1, §2). */
export const branchesRoute = defineRoute({
  id: 'branches',
  match: routePaths.branches,
  load: async (_params, { execute }): Promise<Branch[]> =>
    (await execute(BranchesDocument, {})).siteData.storeLocations,
  head: (_branches, intl) => ({
    title: translate(intl, 'branches.title'),
    description: translate(intl, 'branches.description'),
  }),
  Component: BranchesScreen,
});

/** A link to the point on OpenStreetMap: a plain link, no map script on the shop's pages. */
const mapHref = (branch: Branch) =>
  `https://www.openstreetmap.org/?mlat=${branch.latitude}&mlon=${branch.longitude}#map=17/${branch.latitude}/${branch.longitude}`;

function BranchesScreen({ data: branches }: RouteComponentProps<Branch[]>) {
  const t = useT();
  return (
    <section className="branches-page">
      <header className="page-header">
        <h1>{t('branches.title')}</h1>
        <p className="page-header__count">{t('branches.description')}</p>
      </header>
      <div className="branches-page__body">
        <BranchMap branches={branches} label={t('branches.map')} />
        <ol className="branch-list">
          {branches.map((branch, index) => (
            <li key={branch.id} className="branch-card" id={`branch-${branch.code}`}>
              <h2>
                <span className="branch-card__number" aria-hidden="true">
                  {index + 1}
                </span>
                {branch.name}
              </h2>
              <dl>
                <dt>{t('branches.address')}</dt>
                <dd>{branch.address}</dd>
                {branch.hours && (
                  <>
                    <dt>{t('branches.hours')}</dt>
                    <dd>{branch.hours}</dd>
                  </>
                )}
                {branch.phone && (
                  <>
                    <dt>{t('branches.phone')}</dt>
                    <dd>
                      <a href={`tel:${branch.phone.replace(/[^\d+]/g, '')}`}>{branch.phone}</a>
                    </dd>
                  </>
                )}
              </dl>
              <p
                className={
                  branch.pickup ? 'branch-card__pickup' : 'branch-card__pickup branch-card__pickup--no'
                }
              >
                {t(branch.pickup ? 'branches.pickup' : 'branches.noPickup')}
              </p>
              {branch.latitude !== null && branch.longitude !== null && (
                <p className="branch-card__position">
                  {t('branches.coordinates', {
                    lat: branch.latitude.toFixed(4),
                    lon: branch.longitude.toFixed(4),
                  })}{' '}
                  <a href={mapHref(branch)} rel="noopener noreferrer" target="_blank">
                    {t('branches.openMap')}
                  </a>
                </p>
              )}
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
