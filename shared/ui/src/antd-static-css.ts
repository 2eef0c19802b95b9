/**
 * The file name of antd's CSS for the Fina theme (`antd.<hash>.css`, beside the bundle), filled
 * in at build time (production builds) by shared/toolchain/antd-css/loader.cjs; empty here, in
 * jest and in development builds, where antd computes its styles at run time as usual. See
 * install-antd-static-css.ts.
 */
export const ANTD_STATIC_CSS_FILE: string = '';
