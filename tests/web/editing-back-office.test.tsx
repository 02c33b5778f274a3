import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GraphqlExecutor, GraphqlRequest, GraphqlResponse } from '../../web/src/graphql/client.ts';
import { renderApp, serverState } from './app-harness.tsx';
import { failure, siteData } from './fixtures.ts';

afterEach(cleanup);

const staff = { id: '1', name: 'Номин', email: 'nomin@shoppy.mn', roles: ['CONTENT'] };
const history = [{ version: 1, type: 'PromotionCreated', at: '2026-06-15T09:00:00Z', by: 'Номин' }];
const running = {
  id: '5',
  code: 'office-ink',
  name: 'Оффисын хэвлэлийн долоо хоног',
  nameEn: '',
  description: '',
  descriptionEn: '',
  startsAt: '2026-06-10T00:00:00Z',
  endsAt: '2026-06-22T09:00:00Z',
  status: 'RUNNING',
  productCount: 1,
  products: [{ id: '11', sku: 'DELI-810', name: 'Скоч' }],
  updatedAt: '2026-06-15T09:00:00Z',
  updatedBy: 'Номин',
  version: 1,
  history,
};
const brand = {
  code: 'hp',
  name: 'HP',
  nameEn: 'HP',
  story: 'Хуучин түүх',
  storyEn: '',
  logo: '/images/brands/hp.svg',
  productCount: 86,
  updatedAt: null,
  updatedBy: null,
  version: 2,
  history: [],
};

/** A stand-in gateway for the editors: answers by operation name and records every request. */
function gateway(answers: Record<string, (variables: Record<string, unknown>) => GraphqlResponse> = {}) {
  const calls: { name: string; variables: Record<string, unknown> }[] = [];
  const execute: GraphqlExecutor = async ({ query, variables = {} }: GraphqlRequest) => {
    const name = /(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? '';
    calls.push({ name, variables });
    if (answers[name]) return answers[name](variables);
    if (name === 'SiteData') return { data: siteData };
    if (name === 'StaffPromotionsScreen')
      return { data: { staffMe: staff, staffPromotions: { items: [running], total: 1 } } };
    if (name === 'StaffPromotionList') return { data: { staffPromotions: { items: [running], total: 1 } } };
    if (name === 'StaffPromotion') return { data: { staffPromotion: running } };
    if (name === 'StaffEndPromotion') return { data: { staffEndPromotion: { ...running, status: 'ENDED' } } };
    if (name === 'StaffHotspotProducts')
      return {
        data: {
          products: {
            items: [{ id: '12', sku: 'DELI-A4', name: 'Deli A4 цаас', sellingPrice: 15200, inStock: true }],
          },
        },
      };
    if (name === 'StaffBrandsScreen')
      return { data: { staffMe: staff, staffBrands: { items: [brand], total: 1 } } };
    if (name === 'StaffBrandList') return { data: { staffBrands: { items: [brand], total: 1 } } };
    if (name === 'StaffBrand') return { data: { staffBrand: brand } };
    return failure('INTERNAL');
  };
  return { execute, calls };
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const named = <T extends { name: string }>(calls: T[], name: string): T[] =>
  calls.filter((call) => call.name === name);

describe('/back-office/promotions', () => {
  it('lists promotions with their state and dates, and searches by name and status', async () => {
    const { execute, calls } = gateway();
    renderApp('/back-office/promotions', execute, await serverState('/back-office/promotions', execute));
    // both editors are in the content editor's header
    expect(screen.getByRole('link', { name: 'Урамшуулал' }).getAttribute('href')).toBe(
      '/back-office/promotions',
    );
    expect(screen.getByRole('link', { name: 'Брэнд' }).getAttribute('href')).toBe('/back-office/brands');
    const row = screen.getByRole('row', { name: /Оффисын хэвлэлийн долоо хоног/ });
    expect(within(row).getByText('Явагдаж байна')).toBeTruthy();
    expect(row.textContent).toContain('2026 оны 6-р сарын 10 08:00 – 2026 оны 6-р сарын 22 17:00');
    fill('Нэрээр хайх', 'оффис');
    fireEvent.click(screen.getByRole('button', { name: 'Хайх' }));
    await waitFor(() => expect(named(calls, 'StaffPromotionList')).toHaveLength(1));
    fireEvent.change(screen.getByLabelText('Төлөв'), { target: { value: 'ENDED' } });
    await waitFor(() =>
      expect(named(calls, 'StaffPromotionList').map((call) => call.variables)).toEqual([
        { query: 'оффис', status: null, page: 1 },
        { query: 'оффис', status: 'ENDED', page: 1 },
      ]),
    );
  });

  it('ends a running promotion only after asking once more', async () => {
    const { execute, calls } = gateway();
    renderApp('/back-office/promotions', execute, await serverState('/back-office/promotions', execute));
    const row = screen.getByRole('row', { name: /Оффисын/ });
    fireEvent.click(within(row).getByRole('button', { name: 'Одоо дуусгах' }));
    expect(within(row).getByText(/одоо дуусгах уу/)).toBeTruthy();
    expect(named(calls, 'StaffEndPromotion')).toHaveLength(0);
    fireEvent.click(within(row).getByRole('button', { name: 'Одоо дуусгах' }));
    await screen.findByText('“Оффисын хэвлэлийн долоо хоног” дууслаа.');
    expect(named(calls, 'StaffEndPromotion').map((call) => call.variables)).toEqual([{ id: '5' }]);
  });

  it('asks for a product first, shows the server’s refusal in Mongolian, then saves dates in Ulaanbaatar time', async () => {
    let refuse = true;
    const { execute, calls } = gateway({
      StaffSavePromotion: () => {
        if (refuse) {
          refuse = false;
          return {
            errors: [
              {
                message: 'ends before start',
                extensions: {
                  code: 'PROMOTION_ENDS_BEFORE_START',
                  fields: { ends_at: ['before starts_at'] },
                },
              },
            ],
          };
        }
        return { data: { staffSavePromotion: { ...running, id: '9', name: 'Ширээний долоо хоног' } } };
      },
    });
    renderApp('/back-office/promotions', execute, await serverState('/back-office/promotions', execute));
    fireEvent.click(screen.getByRole('button', { name: 'Шинэ урамшуулал' }));
    fill('Код (латин үсэг, тоо, зураас)', 'desk-week');
    fill('Нэр (монгол)', 'Ширээний долоо хоног');
    fill('Эхлэх (Улаанбаатарын цагаар; хоосон бол одооноос)', '2026.06.20 08:00');
    fill('Дуусах (Улаанбаатарын цагаар)', '2026.06.10 08:00');
    fireEvent.click(screen.getByRole('button', { name: 'Хадгалах' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Дор хаяж нэг бараа нэмнэ үү.');
    expect(named(calls, 'StaffSavePromotion')).toHaveLength(0);

    fill('Нэмэх барааг хайх (нэр эсвэл SKU)', 'Deli');
    fireEvent.click(screen.getByRole('button', { name: 'Хайх' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Deli A4 цаас-г нэмэх' }));
    fireEvent.click(screen.getByRole('button', { name: 'Хадгалах' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('эхэлснээсээ хойш дуусах ёстой'),
    );
    expect(screen.getByRole('alert').textContent).toContain('Шалгах талбар: Дуусах (Улаанбаатарын цагаар)');

    fill('Дуусах (Улаанбаатарын цагаар)', '2026.06.30 08:00');
    fireEvent.click(screen.getByRole('button', { name: 'Хадгалах' }));
    await screen.findByText('“Ширээний долоо хоног” хадгалагдлаа.');
    expect(named(calls, 'StaffSavePromotion')[1]!.variables).toEqual({
      id: null,
      input: {
        code: 'desk-week',
        name: 'Ширээний долоо хоног',
        nameEn: '',
        description: '',
        descriptionEn: '',
        startsAt: '2026-06-20T00:00:00.000Z',
        endsAt: '2026-06-30T00:00:00.000Z',
        productIds: ['12'],
      },
    });
  });

  it('tells a staff member without the content role so', async () => {
    const { execute } = gateway({ StaffPromotionsScreen: () => failure('STAFF_ROLE_REQUIRED') });
    renderApp('/back-office/promotions', execute, await serverState('/back-office/promotions', execute));
    expect(screen.getByRole('alert').textContent).toMatch(/эрх/);
  });
});

describe('/back-office/brands', () => {
  it('edits a brand’s story, keeping its code, and shows it saved', async () => {
    const { execute, calls } = gateway({
      StaffSaveBrand: (variables) => ({
        data: { staffSaveBrand: { ...brand, story: (variables.input as { story: string }).story } },
      }),
    });
    renderApp('/back-office/brands', execute, await serverState('/back-office/brands', execute));
    const row = screen.getByRole('row', { name: /HP/ });
    expect(row.textContent).toContain('86 бараа');
    fireEvent.click(within(row).getByRole('button', { name: 'Засах' }));
    await screen.findByText('Код: hp');
    fill('Түүх (монгол; хоосон мөрөөр догол мөр тусгаарлана)', 'Шинэ түүх');
    fireEvent.click(screen.getByRole('button', { name: 'Хадгалах' }));
    await screen.findByText('“HP” хадгалагдлаа.');
    expect(named(calls, 'StaffSaveBrand').map((call) => call.variables)).toEqual([
      {
        code: 'hp',
        input: {
          name: 'HP',
          nameEn: 'HP',
          story: 'Шинэ түүх',
          storyEn: '',
          logo: '/images/brands/hp.svg',
          version: 2,
        },
      },
    ]);
  });

  it('shows a taken code in Mongolian when creating a brand', async () => {
    const { execute } = gateway({ StaffSaveBrand: () => failure('SLUG_TAKEN') });
    renderApp('/back-office/brands', execute, await serverState('/back-office/brands', execute));
    fireEvent.click(screen.getByRole('button', { name: 'Шинэ брэнд' }));
    fill('Код (латин үсэг, тоо, зураас; брэндийн хуудасны хаяг)', 'hp');
    fill('Нэр (монгол)', 'HP');
    fireEvent.click(screen.getByRole('button', { name: 'Хадгалах' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Энэ код өөр зүйлд ашиглагдсан байна');
  });
});
