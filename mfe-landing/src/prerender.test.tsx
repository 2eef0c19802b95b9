import { PRERENDERED_ROUTES, renderRoute } from './prerender';

// The build renders these pages into dist/prerender.json (shared/toolchain/prerender), and the
// host serves them in the first HTML response: they must render with no browser and no data.
describe('the prerendered public pages', () => {
  it('/ renders every section of the landing page, with its title first', () => {
    const html = renderRoute('/');
    expect(html).toMatch(/^<title>Fina: /);
    for (const id of ['home', 'faqs', 'contact', 'pricing']) expect(html).toContain(`id="${id}"`);
    expect(html).toContain('href="/register"');
  });

  it.each(PRERENDERED_ROUTES.filter((route) => route !== '/'))('%s renders its page', (route) => {
    const html = renderRoute(route);
    expect(html).toContain('<h1');
    expect(html).not.toContain('under construction');
  });

  it('rendering makes no request: the places left come once the remote has taken over', () => {
    const fetchSpy = jest.fn();
    global.fetch = fetchSpy as unknown as typeof fetch;
    renderRoute('/');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
