import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GraphqlExecutor, GraphqlRequest } from '../../web/src/graphql/client.ts';
import { renderApp, serverState } from './app-harness.tsx';
import { failure, siteData } from './fixtures.ts';

afterEach(cleanup);

const staff = { id: '1', name: 'Сарангэрэл', email: 'saraa@shoppy.mn', roles: ['CONTENT'] };
const newsItem = {
  id: '41',
  title: 'Шинэ салбар',
  tags: ['салбар'],
  published: false,
  publishedAt: '2026-06-15T09:00:00Z',
  updatedAt: '2026-06-15T09:00:00Z',
  updatedBy: 'Сарангэрэл',
  authorName: null,
};
const savedNews = {
  id: '42',
  title: 'Зуны хямдрал',
  summary: '',
  bodyHtml: '<p>20%</p>',
  tags: ['хямдрал'],
  imageUrl: null,
  authorId: '3',
  published: true,
  version: 1,
  history: [{ version: 1, type: 'NewsCreated', at: '2026-06-15T09:00:00Z', by: 'Сарангэрэл' }],
};
const page = {
  slug: 'delivery',
  title: 'Хүргэлт',
  position: 0,
  published: true,
  updatedAt: '2026-06-15T09:00:00Z',
  updatedBy: null,
};
const pageDetail = {
  ...page,
  body: 'Хүргэлт {delivery_hours} цагт.',
  titleEn: 'Delivery',
  bodyEn: '',
  version: 0,
  history: [],
};

/** A stand-in gateway: records the calls; the first save may be refused with fields. */
function gateway(refusal?: { code: string; fields: Record<string, string[]> }) {
  const calls: { name: string; variables: Record<string, unknown> }[] = [];
  let refuse = refusal;
  const execute: GraphqlExecutor = async ({ query, variables = {} }: GraphqlRequest) => {
    const name = /(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? '';
    calls.push({ name, variables });
    const refused = () => {
      if (!refuse) return null;
      const { code, fields } = refuse;
      refuse = undefined;
      return { errors: [{ message: code, extensions: { code, fields } }] };
    };
    switch (name) {
      case 'SiteData':
        return { data: siteData };
      case 'StaffNewsScreen':
        return {
          data: {
            staffMe: staff,
            staffNewsList: { items: [newsItem], total: 1 },
            authors: { items: [{ id: '3', name: 'Shoppy мэдээ' }] },
          },
        };
      case 'StaffNewsList':
        return { data: { staffNewsList: { items: [newsItem], total: 1 } } };
      case 'StaffPublishNews':
        return { data: { staffPublishNews: { id: '41', published: true } } };
      case 'StaffDeleteNews':
        return { data: { staffDeleteNews: true } };
      case 'StaffSaveNews':
        return refused() ?? { data: { staffSaveNews: savedNews } };
      case 'StaffShopPagesScreen':
        return { data: { staffMe: staff, staffShopPages: [page] } };
      case 'StaffShopPageList':
        return { data: { staffShopPages: [page] } };
      case 'StaffShopPage':
        return { data: { staffShopPage: pageDetail } };
      case 'StaffEditShopPage':
        return refused() ?? { data: { staffEditShopPage: { ...pageDetail, title: 'Хүргэлтийн нөхцөл' } } };
      case 'StaffPublishShopPage':
        return { data: { staffPublishShopPage: { slug: 'delivery', published: false } } };
      default:
        return failure('INTERNAL');
    }
  };
  return { execute, calls };
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const named = (calls: { name: string; variables: Record<string, unknown> }[], name: string) =>
  calls.filter((call) => call.name === name).map((call) => call.variables);

describe('/back-office/news', () => {
  it('lists news with their state, publishes a draft and deletes only after asking', async () => {
    const { execute, calls } = gateway();
    renderApp('/back-office/news', execute, await serverState('/back-office/news', execute));
    expect(screen.getByRole('heading', { level: 1, name: 'Мэдээ' })).toBeTruthy();
    const item = screen.getByText('Шинэ салбар').closest('li')!;
    expect(within(item).getByText('Нийтлээгүй')).toBeTruthy();
    fireEvent.click(within(item).getByRole('button', { name: 'Нийтлэх' }));
    await waitFor(() => expect(named(calls, 'StaffPublishNews')).toEqual([{ id: '41', published: true }]));

    fireEvent.click(within(item).getByRole('button', { name: 'Устгах' }));
    expect(within(item).getByText('«Шинэ салбар»-г устгах уу?')).toBeTruthy();
    expect(named(calls, 'StaffDeleteNews')).toEqual([]);
    fireEvent.click(within(item).getAllByRole('button', { name: 'Устгах' })[0]!);
    await waitFor(() => expect(named(calls, 'StaffDeleteNews')).toEqual([{ id: '41' }]));
  });

  it('writes news, shows the refused fields in Mongolian beside them, and saves once corrected', async () => {
    const { execute, calls } = gateway({ code: 'ARTICLE_INVALID', fields: { title: ['blank'] } });
    renderApp('/back-office/news', execute, await serverState('/back-office/news', execute));
    fireEvent.click(screen.getByRole('button', { name: 'Шинэ мэдээ бичих' }));
    fill('Текст (HTML)', '<p>20%</p>');
    fill('Шошго (таслалаар тусгаарлана)', 'Хямдрал, зун ,');
    fireEvent.change(screen.getByLabelText('Зохиогч'), { target: { value: '3' } });
    fireEvent.click(screen.getByLabelText('Дэлгүүрт харуулах'));
    fireEvent.click(screen.getByRole('button', { name: 'Хадгалах' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Нийтлэлд гарчиг (1–200 тэмдэгт) болон текст бичнэ үү.');
    const title = screen.getByLabelText('Гарчиг');
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(title.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Хоосон байж болохгүй.',
    );

    fill('Гарчиг', 'Зуны хямдрал');
    fireEvent.click(screen.getByRole('button', { name: 'Хадгалах' }));
    await screen.findByText('«Зуны хямдрал» хадгалагдлаа.');
    const saves = named(calls, 'StaffSaveNews');
    expect(saves).toHaveLength(2);
    expect(saves[1]).toEqual({
      id: null,
      input: {
        title: 'Зуны хямдрал',
        summary: '',
        bodyHtml: '<p>20%</p>',
        tags: ['Хямдрал', 'зун'],
        imageUrl: '',
        authorId: '3',
        published: true,
      },
    });
  });
});

describe('/back-office/pages', () => {
  it('opens a page raw, saves it with the version it loaded, and hides one', async () => {
    const { execute, calls } = gateway({
      code: 'BAD_USER_INPUT',
      fields: { 'translations.en.title': ['x'] },
    });
    renderApp('/back-office/pages', execute, await serverState('/back-office/pages', execute));
    expect(screen.getByRole('heading', { level: 1, name: 'Хуудсууд' })).toBeTruthy();
    const item = screen.getByText('Хүргэлт').closest('li')!;
    fireEvent.click(within(item).getByRole('button', { name: 'Засах' }));
    expect(await screen.findByRole('heading', { name: 'Хуудас засах: /pages/delivery' })).toBeTruthy();
    expect((screen.getByLabelText('Текст (монголоор)') as HTMLTextAreaElement).value).toBe(
      'Хүргэлт {delivery_hours} цагт.',
    );
    expect(screen.queryByLabelText(/Хаяг/)).toBeNull();
    fill('Гарчиг (монголоор)', 'Хүргэлтийн нөхцөл');
    fireEvent.click(screen.getByRole('button', { name: 'Хадгалах' }));
    await screen.findByRole('alert');
    expect(screen.getByLabelText('Гарчиг (англиар)').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Гарчиг (монголоор)').getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Хадгалах' }));
    await screen.findByText('«Хүргэлтийн нөхцөл» хадгалагдлаа.');
    expect(named(calls, 'StaffEditShopPage')[1]).toEqual({
      slug: 'delivery',
      input: {
        title: 'Хүргэлтийн нөхцөл',
        body: 'Хүргэлт {delivery_hours} цагт.',
        titleEn: 'Delivery',
        bodyEn: '',
        position: 0,
        published: true,
        version: 0,
      },
    });

    const listed = screen.getByText('Хүргэлт').closest('li')!;
    fireEvent.click(within(listed).getByRole('button', { name: 'Нуух' }));
    await waitFor(() =>
      expect(named(calls, 'StaffPublishShopPage')).toEqual([{ slug: 'delivery', published: false }]),
    );
  });

  it('shows the staff login to a visitor', async () => {
    const execute: GraphqlExecutor = async ({ query }) =>
      /SiteData/.test(query) ? { data: siteData } : failure('STAFF_LOGIN_REQUIRED');
    renderApp('/back-office/pages', execute, await serverState('/back-office/pages', execute));
    expect(screen.queryByRole('heading', { level: 1, name: 'Хуудсууд' })).toBeNull();
    expect(screen.getAllByRole('textbox').length).toBeGreaterThan(0);
  });
});
