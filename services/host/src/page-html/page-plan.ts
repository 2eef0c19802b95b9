/**
 * What the first HTML response of a page carries besides the shell's index.html: the static
 * copy of a prerendered public page, and preload hints for the files the page will need, so
 * they download in parallel with main.js instead of after it (docs/module-federation.md).
 */
import { REMOTE_AREAS, REMOTES } from '@fina/contract';
import type { RemoteKey, RemotesManifest, RoutedRemoteKey } from '@fina/contract';
import type { FederationManifest, PageSources, Prerendered } from './page-sources';

export interface Preload {
  href: string;
  as: 'script' | 'fetch';
  /** fetch() reads manifests in cors mode: the preload must match or it is fetched twice. */
  crossorigin: boolean;
}

export interface PagePlan {
  prerendered?: { path: string; title?: string; markup: string; css: string };
  preloads: Preload[];
  /**
   * antd's build-time stylesheet, for pages that run antd: linked in the head, it downloads and
   * is parsed while the scripts download, before antd's first render reads it.
   */
  antdStylesheet?: string;
  /** A signed-in page: its HTML starts the page's first GETs itself (early-data-script.ts). */
  earlyData?: boolean;
}

/** The shell's shared modules every page runs: bootstrap restores the session (the bus). */
const BASE_SHARED = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-router-dom',
  'rxjs',
  '@fina/bus',
];
/** The sign-in pages also run antd (their calls are addressed without zod: `lightCalls`). */
const SIGN_IN_SHARED = [...BASE_SHARED, 'antd'];
/** A signed-in page also runs its remote, whose contract calls bring zod. */
const APP_SHARED = [...SIGN_IN_SHARED, 'zod'];
/**
 * Remote pages that run no zod (their calls are `lightCalls`; mfe-planning loads its other
 * pages lazily): preloading zod there would only compete with what they paint.
 */
const ZOD_FREE_REMOTE_PAGES = new Set(['/dashboard', '/cashflow-overview']);

/** The shell's own pages: their named lazy chunks (webpackChunkName in shell/src/app.tsx). */
const SHELL_PAGES: Record<string, { groups: string[]; shared: string[] }> = {
  '/login': { groups: ['public-frame', 'login'], shared: SIGN_IN_SHARED },
  '/register': { groups: ['public-frame'], shared: SIGN_IN_SHARED },
  '/forgot-password': { groups: ['public-frame'], shared: SIGN_IN_SHARED },
  '/reset-password': { groups: ['public-frame'], shared: SIGN_IN_SHARED },
  '/settings': { groups: ['app-layout'], shared: APP_SHARED },
  '/onboard': { groups: [], shared: APP_SHARED },
};

/** The shell's pages behind sign-in (the others are the sign-in pages). */
const SIGNED_IN_SHELL_PAGES = new Set(['/settings', '/onboard']);

/** The routed remote that owns a path (`/dashboard/x` → planning), as the shell routes it. */
export function remoteForPath(pathname: string): RoutedRemoteKey | undefined {
  const area = pathname.split('/')[1] ?? '';
  const owners = Object.entries(REMOTE_AREAS) as [RoutedRemoteKey, readonly string[]][];
  return owners.find(([, areas]) => areas.includes(area))?.[0];
}

function shellFiles(sources: PageSources, groups: string[], shared: string[]): string[] {
  // All of a shared module's files (its split chunks too) when the build listed them.
  const sharedFiles = (sources.shellManifest?.shared ?? [])
    .filter((entry) => shared.includes(entry.name))
    .flatMap(
      (entry) => sources.chunkGroups[`shared:${entry.name}`] ?? entry.assets?.js?.sync ?? [],
    );
  const unique = (files: string[]) => [...new Set(files)];
  const groupFiles = ['bootstrap', ...groups].flatMap((group) => sources.chunkGroups[group] ?? []);
  return unique([...groupFiles, ...sharedFiles]).map((file) => `/${file.replace(/^\//, '')}`);
}

/**
 * A remote's manifest (the federation runtime fetches it first), its remoteEntry.js and the
 * exposed module's own files: enough that the remote's code is in flight with the shell's.
 * Shared modules are not listed: the shell, loaded first, provides them.
 */
function remotePreloads(
  remote: RemoteKey,
  sources: PageSources,
  urls: RemotesManifest,
  area?: string,
): Preload[] {
  const name = REMOTES[remote].name;
  const manifestUrl = urls[name];
  if (!manifestUrl) return [];
  const manifest: FederationManifest | undefined = sources.remoteManifests[name];
  const entry = manifest?.metaData?.remoteEntry;
  const entryFile = `${entry?.path ? `${entry.path.replace(/\/$/, '')}/` : ''}${entry?.name ?? 'remoteEntry.js'}`;
  const exposed = (manifest?.exposes ?? []).flatMap((expose) => expose.assets?.js?.sync ?? []);
  // The area's lazy page (a chunk the remote names after the area), found only once the
  // exposed module runs: hinted here, it downloads with the rest instead of a round trip later.
  const areaPage = area ? (sources.remoteChunkGroups?.[name]?.[area] ?? []) : [];
  const at = (file: string) => new URL(file, manifestUrl).href;
  return [
    { href: manifestUrl, as: 'fetch', crossorigin: true },
    ...[entryFile, ...new Set([...exposed, ...areaPage])].map((file): Preload => ({
      href: at(file),
      as: 'script',
      crossorigin: false,
    })),
  ];
}

/**
 * Shared modules the shell provides that only some pages load (@fina/antd-deferred: tables,
 * forms, uploads): preloaded when the page's remote consumes them in its exposed module or in
 * the area's lazy page, as the remote's chunk-groups.json says (`consumes:<group>`).
 */
const PAGE_ONLY_SHARED = ['@fina/antd-deferred'];

function pageOnlyShared(remote: RemoteKey, sources: PageSources, area: string): string[] {
  const groups = sources.remoteChunkGroups?.[REMOTES[remote].name] ?? {};
  const consumed = new Set(
    [EXPOSED_GROUP, area].flatMap((group) => groups[`consumes:${group}`] ?? []),
  );
  return PAGE_ONLY_SHARED.filter((name) => consumed.has(name));
}

/** The chunk group of a remote's one exposed module, `./App` (webpack names it so). */
const EXPOSED_GROUP = '__federation_expose_App';

const scripts = (files: string[]): Preload[] =>
  files.map((href) => ({ href, as: 'script', crossorigin: false }));

/** The static copy of `pathname`, if the build prerendered it. */
function prerenderedPage(pathname: string, from: Prerendered | undefined): PagePlan['prerendered'] {
  const page = from?.pages[pathname];
  return page && from ? { path: pathname, ...page, css: from.css } : undefined;
}

/** The plan for one page: `pathname` without query; `urls` is this request's /remotes.json. */
export function planPage(pathname: string, sources: PageSources, urls: RemotesManifest): PagePlan {
  const plan = planScripts(pathname, sources, urls);
  const antdCss = sources.chunkGroups['antd-css']?.[0];
  const styled = runsAntd(pathname) && antdCss ? { ...plan, antdStylesheet: `/${antdCss}` } : plan;
  return signedIn(pathname) ? { ...styled, earlyData: true } : styled;
}

/** The pages behind sign-in: the remotes' app pages, the shell's own and the admin's. */
function signedIn(pathname: string): boolean {
  return (
    SIGNED_IN_SHELL_PAGES.has(pathname) ||
    remoteForPath(pathname) !== undefined ||
    pathname.startsWith('/admin')
  );
}

/** Every page but the public site's (the landing remote's, which runs no antd). */
function runsAntd(pathname: string): boolean {
  return (
    pathname in SHELL_PAGES ||
    remoteForPath(pathname) !== undefined ||
    pathname.startsWith('/admin')
  );
}

function planScripts(pathname: string, sources: PageSources, urls: RemotesManifest): PagePlan {
  const shellPage = SHELL_PAGES[pathname];
  if (shellPage) {
    return {
      prerendered: prerenderedPage(pathname, sources.shellPrerendered),
      preloads: scripts(shellFiles(sources, shellPage.groups, shellPage.shared)),
    };
  }
  const remote = remoteForPath(pathname);
  if (remote) {
    const area = pathname.split('/')[1] ?? '';
    const shared = ZOD_FREE_REMOTE_PAGES.has(pathname) ? SIGN_IN_SHARED : APP_SHARED;
    return {
      preloads: [
        ...scripts(
          shellFiles(
            sources,
            ['app-layout'],
            [...shared, ...pageOnlyShared(remote, sources, area)],
          ),
        ),
        ...remotePreloads(remote, sources, urls, area),
      ],
    };
  }
  if (pathname.startsWith('/admin'))
    return { preloads: scripts(shellFiles(sources, [], BASE_SHARED)) };
  // Every other path is the landing remote's (the shell's catch-all route).
  return {
    prerendered: prerenderedPage(pathname, sources.prerendered),
    preloads: [
      ...scripts(shellFiles(sources, [], BASE_SHARED)),
      ...remotePreloads('landing', sources, urls),
    ],
  };
}
