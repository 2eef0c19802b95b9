import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RemotesManifest } from '@fina/contract';
import { planPage, remoteForPath } from './page-plan';
import { pickEncoding } from './page-responder';
import { createPageSources } from './page-sources';
import type { PageSources } from './page-sources';
import { INLINE_MANIFEST_ID, PRERENDERED_ID, renderPage } from './render-page';

const TEMPLATE =
  '<!doctype html><html><head><title>Fina</title><script defer src="/main.1234567890.js"></script></head><body><div id="root"></div></body></html>';

const URLS = {
  mfe_landing: 'http://localhost:8081/mf-manifest.json',
  mfe_planning: 'http://localhost:8082/mf-manifest.json',
  mfe_statements: 'http://localhost:8083/mf-manifest.json',
  mfe_operations: 'http://localhost:8084/mf-manifest.json',
  mfe_chat: 'http://localhost:8085/mf-manifest.json',
  mfe_admin: 'http://localhost:8086/mf-manifest.json',
} satisfies RemotesManifest;

const shared = (name: string, file: string) => ({ name, assets: { js: { sync: [file] } } });

const SOURCES: PageSources = {
  template: TEMPLATE,
  shellManifest: {
    shared: [
      shared('react', 'react.js'),
      shared('antd', 'antd.js'),
      shared('rxjs', 'rxjs.js'),
      shared('zod', 'zod.js'),
      shared('react-router', 'router-reexport.js'),
      shared('@fina/antd-deferred', 'antd-deferred.js'),
    ],
  },
  chunkGroups: {
    bootstrap: ['bootstrap.js'],
    login: ['login.js'],
    'public-frame': ['frame.js'],
    'app-layout': ['layout.js'],
    // the build's full list: the module's chunk and the split chunk with its code
    'shared:react-router': ['router-reexport.js', 'router-code.js', 'react.js'],
    'shared:@fina/antd-deferred': ['antd-common.js', 'antd-deferred.js'],
    'antd-css': ['antd.0123456789.css'],
  },
  prerendered: {
    css: '.mfe_landing_abc{color:teal}',
    pages: { '/': { title: 'Fina: home', markup: '<h1 class="mfe_landing_abc">Hello</h1>' } },
  },
  shellPrerendered: {
    css: '.ant-card{border:1px solid}',
    pages: { '/login': { markup: '<form aria-label="Log in"><h1>Welcome</h1></form>' } },
  },
  remoteManifests: {
    mfe_planning: {
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ name: 'App', assets: { js: { sync: ['731.js', 'expose_App.js'] } } }],
    },
  },
  remoteChunkGroups: {
    // planning's lazy pages, named after their areas; 731.js is shared with the exposed module
    mfe_planning: {
      'cashflow-overview': ['731.js', 'cashflow-overview.js'],
      // the shared modules each group consumes: the dashboard (exposed module) no table
      'consumes:__federation_expose_App': ['antd', 'react'],
      'consumes:cashflow-overview': ['@fina/antd-deferred', 'antd'],
    },
    mfe_statements: { 'consumes:__federation_expose_App': ['@fina/antd-deferred', 'antd'] },
  },
};

const hrefs = (pathname: string) =>
  planPage(pathname, SOURCES, URLS).preloads.map((preload) => preload.href);

describe('which page is whose', () => {
  it.each([
    ['/dashboard', 'planning'],
    ['/cashflow-overview/best', 'planning'],
    ['/reports/invoice/7', 'operations'],
    ['/balance-sheet', 'statements'],
    ['/', undefined],
    ['/dashboards', undefined],
  ])('%s → %s', (pathname, remote) => {
    expect(remoteForPath(pathname)).toBe(remote);
  });
});

describe('the preload hints of a page', () => {
  it('a signed-in page starts its remote with the shell: manifest, entry and exposed files', () => {
    const plan = planPage('/dashboard', SOURCES, URLS);
    expect(plan.prerendered).toBeUndefined();
    expect(plan.preloads).toEqual(
      expect.arrayContaining([
        { href: URLS.mfe_planning, as: 'fetch', crossorigin: true },
        { href: 'http://localhost:8082/remoteEntry.js', as: 'script', crossorigin: false },
        { href: 'http://localhost:8082/731.js', as: 'script', crossorigin: false },
        { href: 'http://localhost:8082/expose_App.js', as: 'script', crossorigin: false },
        { href: '/layout.js', as: 'script', crossorigin: false },
        { href: '/antd.js', as: 'script', crossorigin: false },
      ]),
    );
    expect(hrefs('/dashboard')).not.toContain('/login.js');
  });

  it("a remote's lazy page is preloaded on its own area only, each file once", () => {
    const cashflow = hrefs('/cashflow-overview');
    expect(cashflow).toContain('http://localhost:8082/cashflow-overview.js');
    expect(cashflow.filter((href) => href.endsWith('/731.js'))).toHaveLength(1);
    expect(hrefs('/dashboard')).not.toContain('http://localhost:8082/cashflow-overview.js');
  });

  it('zod is preloaded for the pages whose forms validate with it, not for the dashboard and the cash forecast', () => {
    expect(hrefs('/dashboard')).not.toContain('/zod.js');
    expect(hrefs('/cashflow-overview')).not.toContain('/zod.js');
    expect(hrefs('/balance-sheet')).toContain('/zod.js');
  });

  it("antd's tables and forms are preloaded where the page's remote code uses them, not on the dashboard", () => {
    const deferred = ['/antd-common.js', '/antd-deferred.js'];
    expect(hrefs('/cashflow-overview')).toEqual(expect.arrayContaining(deferred));
    expect(hrefs('/balance-sheet')).toEqual(expect.arrayContaining(deferred));
    expect(hrefs('/dashboard')).not.toContain('/antd-deferred.js');
    expect(hrefs('/financing')).not.toContain('/antd-deferred.js');
    expect(hrefs('/login')).not.toContain('/antd-deferred.js');
  });

  it("a shared module's split chunks are preloaded too, each file once", () => {
    const list = hrefs('/dashboard');
    expect(list).toEqual(expect.arrayContaining(['/router-reexport.js', '/router-code.js']));
    expect(list.filter((href) => href === '/react.js')).toHaveLength(1);
  });

  it('a remote served elsewhere (no local manifest) still gets its manifest and entry', () => {
    expect(hrefs('/reports/invoice/1')).toEqual(
      expect.arrayContaining([URLS.mfe_operations, 'http://localhost:8084/remoteEntry.js']),
    );
  });

  it('the sign-in page preloads its own chunks and antd, and no remote and no zod', () => {
    const list = hrefs('/login');
    expect(list).toEqual(
      expect.arrayContaining(['/bootstrap.js', '/frame.js', '/login.js', '/antd.js']),
    );
    expect(list.some((href) => href.startsWith('http://localhost:80'))).toBe(false);
    expect(list).not.toContain('/zod.js');
  });

  it('the public pages load no antd and no signed-in remote', () => {
    const list = hrefs('/pricing');
    expect(list).toContain('/react.js');
    expect(list).toContain(URLS.mfe_landing);
    expect(list).not.toContain('/antd.js');
    expect(list).not.toContain(URLS.mfe_planning);
  });
});

describe('the HTML of a page', () => {
  it('/ carries the prerendered page, its CSS and title, the manifest, and hides #root', () => {
    const html = renderPage(TEMPLATE, planPage('/', SOURCES, URLS), URLS);
    expect(html).toContain(
      `<div id="${PRERENDERED_ID}" data-path="/" inert><h1 class="mfe_landing_abc">Hello</h1></div><div id="root"></div>`,
    );
    expect(html).toMatch(
      /<style>\.mfe_landing_abc\{color:teal\}\n#fina-prerendered~#root\{display:none\}<\/style><\/head>/,
    );
    expect(html).toContain('<title>Fina: home</title>');
    expect(html).not.toContain('<title>Fina</title>');
    const manifest = new RegExp(
      `<script type="application/json" id="${INLINE_MANIFEST_ID}">(.*?)</script>`,
    ).exec(html);
    expect(JSON.parse(manifest?.[1] ?? 'null')).toEqual(URLS);
  });

  it("/login carries the shell's prerendered sign-in form, inert, with its CSS", () => {
    const html = renderPage(TEMPLATE, planPage('/login', SOURCES, URLS), URLS);
    expect(html).toContain(
      `<div id="${PRERENDERED_ID}" data-path="/login" inert><form aria-label="Log in"><h1>Welcome</h1></form></div><div id="root"></div>`,
    );
    expect(html).toContain('.ant-card{border:1px solid}');
    expect(html).not.toContain('mfe_landing_abc');
    const register = renderPage(TEMPLATE, planPage('/register', SOURCES, URLS), URLS);
    expect(register).not.toContain(PRERENDERED_ID);
  });

  it("antd's build-time stylesheet is linked in every page that runs antd, not the public site", () => {
    const link = '<link rel="stylesheet" href="/antd.0123456789.css" data-fina-antd-css>';
    for (const page of [
      '/login',
      '/register',
      '/dashboard',
      '/reports/invoice/3',
      '/settings',
      '/admin',
    ]) {
      expect(renderPage(TEMPLATE, planPage(page, SOURCES, URLS), URLS)).toContain(link);
    }
    for (const page of ['/', '/pricing', '/sign-up']) {
      expect(renderPage(TEMPLATE, planPage(page, SOURCES, URLS), URLS)).not.toContain('antd.');
    }
  });

  it('a page with no prerendered copy keeps #root empty and visible', () => {
    const html = renderPage(TEMPLATE, planPage('/sign-up', SOURCES, URLS), URLS);
    expect(html).not.toContain(PRERENDERED_ID);
    expect(html).not.toContain('display:none');
    expect(html).toContain(
      '<link rel="preload" href="http://localhost:8081/mf-manifest.json" as="fetch" crossorigin="anonymous">',
    );
  });

  it('nothing in the manifest or the markup can close its element early', () => {
    const hostile = { ...URLS, mfe_chat: 'http://x.test/</script><script>alert(1)</script>' };
    const html = renderPage(TEMPLATE, planPage('/', SOURCES, URLS), hostile);
    expect(html).not.toContain('</script><script>alert(1)');
    const styled = renderPage(
      TEMPLATE,
      { preloads: [], prerendered: { path: '/', markup: '<p>x</p>', css: 'a{}</style><script>' } },
      URLS,
    );
    expect(styled).not.toContain('</style><script>');
  });

  it('a template without the anchors is served unchanged', () => {
    const bare = '<!doctype html><div id="app"></div>';
    expect(renderPage(bare, planPage('/', SOURCES, URLS), URLS)).toBe(bare);
  });
});

describe('the sources on disk', () => {
  it('are re-read when a file changes, and a missing landing build means no copy', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fina-page-html-'));
    const shellDist = path.join(dir, 'shell');
    const landingDist = path.join(dir, 'landing');
    fs.mkdirSync(shellDist);
    fs.mkdirSync(landingDist);
    fs.writeFileSync(path.join(shellDist, 'index.html'), TEMPLATE);
    const sources = createPageSources({
      shellDist,
      remoteDists: { mfe_landing: landingDist },
      prerenderedRemote: 'mfe_landing',
    });
    expect(sources.read()?.prerendered).toBeUndefined();
    fs.writeFileSync(
      path.join(landingDist, 'prerender.json'),
      JSON.stringify({ css: '', pages: { '/': { markup: '<p>v1</p>' } } }),
    );
    expect(sources.read()?.prerendered?.pages['/']?.markup).toBe('<p>v1</p>');
    const later = new Date(Date.now() + 5000);
    fs.writeFileSync(
      path.join(landingDist, 'prerender.json'),
      JSON.stringify({ css: '', pages: { '/': { markup: '<p>v2</p>' } } }),
    );
    fs.utimesSync(path.join(landingDist, 'prerender.json'), later, later);
    expect(sources.read()?.prerendered?.pages['/']?.markup).toBe('<p>v2</p>');
    fs.writeFileSync(
      path.join(landingDist, 'chunk-groups.json'),
      JSON.stringify({ pricing: ['pricing.1.js'] }),
    );
    expect(sources.read()?.remoteChunkGroups?.mfe_landing).toEqual({ pricing: ['pricing.1.js'] });
    fs.rmSync(path.join(shellDist, 'index.html'));
    expect(sources.read()).toBeUndefined();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('the encoding a request gets', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    [undefined, 'identity'],
    ['identity', 'identity'],
  ])('%s → %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});
