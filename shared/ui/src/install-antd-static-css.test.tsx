import type * as InstallModule from './install-antd-static-css';

// The build fills the placeholder (shared/toolchain/antd-css/loader.cjs); here a stand-in.
jest.mock('./antd-static-css', () => ({ ANTD_STATIC_CSS_FILE: 'antd.0123456789.css' }));

type Install = typeof InstallModule;

/** A fresh copy of the module: it remembers its stylesheet for the page's lifetime. */
function freshInstall(): Install {
  let loaded: Install | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<Install>('./install-antd-static-css');
  });
  return loaded!;
}

const links = () => document.head.querySelectorAll('link[data-fina-antd-css]');

describe('the build-time antd CSS', () => {
  afterEach(() => document.head.replaceChildren());

  it('after a client-side navigation: linked first in <head>, once, settled when it loads', async () => {
    const appStyle = document.createElement('style');
    document.head.append(appStyle);
    const { installAntdStaticCss } = freshInstall();
    const ready = installAntdStaticCss();
    expect(installAntdStaticCss()).toBe(ready);
    expect(links()).toHaveLength(1);
    const link = links()[0] as HTMLLinkElement;
    expect(document.head.firstElementChild).toBe(link);
    expect(link.getAttribute('href')).toBe('/antd.0123456789.css');
    expect(ready.status).toBeUndefined();
    link.dispatchEvent(new Event('load'));
    await ready;
    expect(ready.status).toBe('fulfilled');
  });

  it('a stylesheet that fails to load still settles (antd then styles at run time)', async () => {
    const { installAntdStaticCss } = freshInstall();
    const ready = installAntdStaticCss();
    links()[0]!.dispatchEvent(new Event('error'));
    await expect(ready).resolves.toBeUndefined();
  });

  it('the link the host put in the HTML is used, not added again; applied means settled', () => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.setAttribute('data-fina-antd-css', 'antd.0123456789.css');
    Object.defineProperty(link, 'sheet', { value: {} });
    document.head.append(link);
    const { installAntdStaticCss } = freshInstall();
    expect(installAntdStaticCss().status).toBe('fulfilled');
    expect(links()).toHaveLength(1);
  });
});
