import vm from 'node:vm';
import { EARLY_DATA_KEY, STORAGE_KEYS } from '@fina/contract';
import type { EarlyData, RemotesManifest } from '@fina/contract';
import { EARLY_DATA_SCRIPT } from './early-data-script';
import { planPage } from './page-plan';
import { renderPage } from './render-page';
import type { PageSources } from './page-sources';

interface Sent {
  url: string;
  headers: Record<string, string>;
}

/** Runs the script as a browser would: `local`/`session` storage, a path, a recording fetch. */
function runScript(options: {
  path: string;
  local?: Record<string, string>;
  session?: Record<string, string>;
}) {
  const sent: Sent[] = [];
  const storage = (items: Record<string, string> = {}) => ({
    getItem: (key: string) => items[key] ?? null,
  });
  const window: Record<string, unknown> = {};
  const fetch = (url: string, init: { headers: Record<string, string> }) => {
    sent.push({ url, headers: init.headers });
    return Promise.resolve({ url });
  };
  window.fetch = fetch;
  vm.runInNewContext(EARLY_DATA_SCRIPT, {
    window,
    fetch,
    localStorage: storage(options.local),
    sessionStorage: storage(options.session),
    location: { pathname: options.path },
    encodeURIComponent,
    Date,
  });
  return { sent, early: window[EARLY_DATA_KEY] as EarlyData | undefined };
}

const signedIn = { [STORAGE_KEYS.token]: 'tok', [STORAGE_KEYS.selectedCompany]: 'c 1' };

describe('early-data script', () => {
  it("asks for the owner, the companies and the dashboard's figures, with the token", () => {
    const { sent, early } = runScript({ path: '/dashboard', local: signedIn });
    expect(sent.map((request) => request.url)).toEqual([
      '/api/account/get_user_details',
      '/api/account/company',
      '/api/chat/company/c%201/kpis',
      '/api/account/company/c%201/kpi_preferences',
    ]);
    expect(sent[0]?.headers).toEqual({ Accept: 'application/json', Authorization: 'Bearer tok' });
    expect(early?.token).toBe('tok');
    expect(Object.keys(early?.responses ?? {})).toHaveLength(4);
  });

  it('asks only for what every page needs elsewhere, or with no company chosen', () => {
    expect(runScript({ path: '/balance-sheet', local: signedIn }).sent).toHaveLength(2);
    const noCompany = { [STORAGE_KEYS.token]: 'tok' };
    expect(runScript({ path: '/dashboard', local: noCompany }).sent).toHaveLength(2);
  });

  it('reads a token kept for the tab only (no "Remember me")', () => {
    const { sent } = runScript({ path: '/settings', session: { [STORAGE_KEYS.token]: 's' } });
    expect(sent[0]?.headers.Authorization).toBe('Bearer s');
  });

  it('does nothing when no one is signed in', () => {
    const { sent, early } = runScript({ path: '/dashboard' });
    expect(sent).toEqual([]);
    expect(early).toBeUndefined();
  });
});

describe('pages that carry the script', () => {
  const sources: PageSources = {
    template: '<html><head></head><body><div id="root"></div></body></html>',
    shellManifest: { shared: [] },
    chunkGroups: { 'antd-css': ['antd.0123456789.css'] },
    remoteManifests: {},
  };
  // No remote served: the plan still marks the page; remote hints are another test's.
  const urls = {} as RemotesManifest;
  const html = (path: string) => renderPage(sources.template, planPage(path, sources, urls), urls);

  it.each(['/dashboard', '/cashflow-overview', '/settings', '/onboard', '/admin'])(
    '%s (signed in) starts its requests before the stylesheet',
    (path) => {
      const page = html(path);
      expect(page).toContain(`<script>${EARLY_DATA_SCRIPT}</script>`);
      if (page.includes('stylesheet'))
        expect(page.indexOf(EARLY_DATA_SCRIPT)).toBeLessThan(page.indexOf('stylesheet'));
    },
  );

  it.each(['/', '/pricing', '/login', '/register', '/reset-password'])(
    '%s (public) does not',
    (path) => expect(html(path)).not.toContain(EARLY_DATA_SCRIPT),
  );
});
