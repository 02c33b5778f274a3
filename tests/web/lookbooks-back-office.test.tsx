import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GraphqlExecutor, GraphqlRequest } from '../../web/src/graphql/client.ts';
import { renderApp, serverState } from './app-harness.tsx';
import { failure, siteData } from './fixtures.ts';

afterEach(cleanup);

const staff = { id: '1', name: 'Номин', email: 'nomin@shoppy.mn', roles: ['CONTENT'] };
const summary = {
  id: '7',
  slug: 'home-office',
  title: 'Гэрийн оффис',
  publishedAt: null,
  updatedAt: '2026-06-15T09:00:00Z',
  updatedBy: 'seed',
  lookCount: 1,
  productCount: 1,
};
const saved = {
  id: '8',
  slug: 'desk',
  title: 'Ширээ',
  titleEn: '',
  introHtml: '',
  introHtmlEn: '',
  coverImage: null,
  published: false,
  version: 1,
  looks: [
    { image: null, caption: '', captionEn: '', spots: [{ sku: 'DELI-810', x: 30, y: 40, name: 'Скоч' }] },
  ],
  history: [{ version: 1, type: 'LookBookCreated', at: '2026-06-15T09:00:00Z', by: 'Номин' }],
};

/** A stand-in gateway for the back office: records the saves and publishes it receives. */
function gateway(refuseFirstSave?: string) {
  const calls: { name: string; variables: Record<string, unknown> }[] = [];
  let refusal = refuseFirstSave;
  const execute: GraphqlExecutor = async ({ query, variables = {} }: GraphqlRequest) => {
    const name = /(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? '';
    calls.push({ name, variables });
    if (name === 'SiteData') return { data: siteData };
    if (name === 'StaffLookBooks')
      return { data: { staffMe: staff, staffLookBooks: { items: [summary], total: 1 } } };
    if (name === 'StaffLookBookList') return { data: { staffLookBooks: { items: [summary], total: 1 } } };
    if (name === 'StaffDeleteLookBook') return { data: { staffDeleteLookBook: true } };
    if (name === 'StaffPublishLookBook')
      return { data: { staffPublishLookBook: { ...saved, published: true } } };
    if (name === 'StaffSaveLookBook') {
      if (refusal) {
        const code = refusal;
        refusal = undefined;
        return {
          errors: [
            { message: code, extensions: { code, fields: { 'looks.0.spots.0': ['x and y from 0 to 100'] } } },
          ],
        };
      }
      return { data: { staffSaveLookBook: saved } };
    }
    return failure('INTERNAL');
  };
  return { execute, calls };
}

const fill = (label: string, value: string, index = 0) =>
  fireEvent.change(screen.getAllByLabelText(label)[index]!, { target: { value } });

describe('/back-office/lookbooks', () => {
  it('lists look books with their state and publishes a draft', async () => {
    const { execute, calls } = gateway();
    renderApp('/back-office/lookbooks', execute, await serverState('/back-office/lookbooks', execute));
    const row = screen.getByRole('row', { name: /Гэрийн оффис/ });
    expect(within(row).getByText('Ноорог')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Нийтлэх' }));
    await waitFor(() => expect(calls.some((call) => call.name === 'StaffPublishLookBook')).toBe(true));
    expect(calls.find((call) => call.name === 'StaffPublishLookBook')!.variables).toEqual({
      id: '7',
      published: true,
    });
  });

  it('deletes only after asking once more', async () => {
    const { execute, calls } = gateway();
    renderApp('/back-office/lookbooks', execute, await serverState('/back-office/lookbooks', execute));
    const row = screen.getByRole('row', { name: /Гэрийн оффис/ });
    fireEvent.click(within(row).getByRole('button', { name: 'Устгах' }));
    expect(within(row).getByText('“Гэрийн оффис”-г дэлгүүрээс устгах уу?')).toBeTruthy();
    expect(calls.some((call) => call.name === 'StaffDeleteLookBook')).toBe(false);
    fireEvent.click(within(row).getByRole('button', { name: 'Болих' }));
    expect(within(row).queryByText(/устгах уу/)).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'Устгах' }));
    fireEvent.click(within(row).getByRole('button', { name: 'Устгах' }));
    await waitFor(() =>
      expect(
        calls.filter((call) => call.name === 'StaffDeleteLookBook').map((call) => call.variables),
      ).toEqual([{ id: '7' }]),
    );
  });

  it('writes a new look book, shows a refusal with its field, and saves once corrected', async () => {
    const { execute, calls } = gateway('LOOK_BOOK_HOTSPOT_INVALID');
    renderApp('/back-office/lookbooks', execute, await serverState('/back-office/lookbooks', execute));
    fireEvent.click(screen.getByRole('button', { name: 'Шинэ лукбүүк' }));
    fill('Хаяг (латин үсэг, тоо, зураас)', 'desk');
    fill('Гарчиг (монгол)', 'Ширээ');
    fill('SKU', 'DELI-810');
    fill('x %', '130');
    fireEvent.click(screen.getByRole('button', { name: 'Хадгалах' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Зураг дээрх барааны байрлалыг 0-ээс 100 хүртэлх хувиар өгнө.');
    expect(alert.textContent).toContain('1-р зураг, 1-р бараа');

    fill('x %', '30');
    fireEvent.click(screen.getByRole('button', { name: 'Хадгалах' }));
    await screen.findByText('“Ширээ” хадгалагдлаа.');
    const saves = calls.filter((call) => call.name === 'StaffSaveLookBook');
    expect(saves).toHaveLength(2);
    expect(saves[1]!.variables).toMatchObject({
      id: null,
      input: { slug: 'desk', title: 'Ширээ', looks: [{ spots: [{ sku: 'DELI-810', x: 30, y: 50 }] }] },
    });
  });
});
