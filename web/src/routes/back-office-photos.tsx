import '../styles/back-office.css';
import { useIntl } from 'react-intl';
import { PhotoManager } from '../back-office/photos/photo-manager.tsx';
import { PhotoProductSearch } from '../back-office/photos/photo-search.tsx';
import { StaffHeader } from '../back-office/staff-header.tsx';
import { StaffLoginForm } from '../back-office/staff-login-form.tsx';
import { errorCode } from '../graphql/client.ts';
import {
  type StaffFieldsFragment,
  StaffPhotosScreenDocument,
  type StaffProductPhotosFieldsFragment,
} from '../graphql/generated/graphql.ts';
import { errorMessage, translate, useT } from '../i18n/intl.ts';
import { defineRoute, type RouteComponentProps } from '../routing/route.ts';
import { routePaths } from './paths.ts';

interface PhotosAdminData {
  staff: StaffFieldsFragment | null;
  /** the product opened (`/back-office/photos/<slug>`), or null on the search */
  product: StaffProductPhotosFieldsFragment | null;
  failure: string | null;
}

/** /back-office/photos(/<slug>): a content editor finds a product and manages its photos (#19). */
export const backOfficePhotosRoute = defineRoute({
  id: 'back-office-photos',
  match: routePaths.backOfficePhotos,
  load: async ({ slug }, { execute }): Promise<PhotosAdminData> => {
    try {
      const data = await execute(StaffPhotosScreenDocument, { slug: slug ?? '', withProduct: slug !== null });
      return { staff: data.staffMe ?? null, product: data.staffProductPhotos ?? null, failure: null };
    } catch (error) {
      const code = errorCode(error);
      if (code === 'STAFF_LOGIN_REQUIRED') return { staff: null, product: null, failure: null };
      // a staff member without the role, or an address naming no product: said on the page
      if (code === 'STAFF_ROLE_REQUIRED' || code === 'PRODUCT_NOT_FOUND') {
        return { staff: null, product: null, failure: code };
      }
      throw error;
    }
  },
  head: (data, intl) => ({
    title: data.product
      ? `${data.product.name} · ${translate(intl, 'backoffice.photos.title')}`
      : translate(intl, 'backoffice.photos.title'),
  }),
  Component: PhotosAdminScreen,
});

function PhotosAdminScreen({ data, reload }: RouteComponentProps<PhotosAdminData>) {
  const t = useT();
  const intl = useIntl();
  if (data.failure) {
    return (
      <section className="back-office">
        <p role="alert" className="back-office__error">
          {errorMessage(intl, data.failure)}
        </p>
      </section>
    );
  }
  if (!data.staff) return <StaffLoginForm onLoggedIn={reload} />;
  return (
    <section className="back-office">
      <StaffHeader staff={data.staff} onLoggedOut={reload} />
      <h1>{t('backoffice.photos.title')}</h1>
      {data.product ? (
        <PhotoManager key={data.product.slug} initial={data.product} />
      ) : (
        <PhotoProductSearch />
      )}
    </section>
  );
}
