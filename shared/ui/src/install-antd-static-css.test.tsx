import { installAntdStaticCss } from './install-antd-static-css';

// The build fills the placeholder (shared/toolchain/antd-css/loader.cjs); here a stand-in.
jest.mock('./antd-static-css', () => ({
  ANTD_STATIC_CSS: '.ant-btn{color:teal}.data-ant-cssinjs-cache-path{content:"a:b";}',
}));

describe('the build-time antd CSS', () => {
  afterEach(() => document.getElementById('fina-antd-static-css')?.remove());

  it('goes first in <head>, once, so the apps’ own CSS still comes after it', () => {
    const appStyle = document.createElement('style');
    appStyle.textContent = '.mine{color:red}';
    document.head.append(appStyle);
    installAntdStaticCss();
    installAntdStaticCss();
    const styles = document.head.querySelectorAll('#fina-antd-static-css');
    expect(styles).toHaveLength(1);
    expect(document.head.firstElementChild).toBe(styles[0]);
    expect(styles[0]?.textContent).toContain('data-ant-cssinjs-cache-path');
    appStyle.remove();
  });
});
