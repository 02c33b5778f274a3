import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GraphqlExecutor } from '../../web/src/graphql/client.ts';
import { renderApp, serverState } from './app-harness.tsx';
import { siteData } from './fixtures.ts';

afterEach(cleanup);

const execute: GraphqlExecutor = async ({ query }) => {
  if (/query SiteData/.test(query)) return { data: { siteData } };
  if (/query LoginPage/.test(query)) return { data: { socialProviders: ['GOOGLE', 'FACEBOOK'] } };
  return { errors: [{ message: 'x', extensions: { code: 'INTERNAL' } }] };
};

describe('social login on the login page', () => {
  it('offers the configured providers, keeping where to return', async () => {
    const url = '/login?return=/account';
    renderApp(url, execute, await serverState(url, execute));
    const nav = screen.getByRole('navigation', { name: 'Эсвэл дараахаар нэвтрэх' });
    const links = [...nav.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Google', '/auth/google/start?return=%2Faccount'],
      ['Facebook', '/auth/facebook/start?return=%2Faccount'],
    ]);
  });

  it.each([
    ['DENIED', 'google', 'Хэрэглэгч нийгмийн сүлжээгээр нэвтрэхээс татгалзлаа.'],
    ['CONNECTION', 'facebook', 'Facebook-тэй холбогдож чадсангүй.'],
    ['CONNECTION', 'google', 'Google-тэй холбогдож чадсангүй.'],
    ['INVALID', 'google', 'Нэвтрэлтийг баталгаажуулж чадсангүй. Дахин оролдоно уу.'],
  ])('explains a failed %s login with %s in Mongolian', async (reason, provider, text) => {
    const url = `/login?social_error=${reason}&provider=${provider}`;
    renderApp(url, execute, await serverState(url, execute));
    expect(screen.getByRole('alert').textContent).toBe(text);
  });
});
