import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { PRERENDERED_ID, keepPrerenderedOnlyFor } from './prerendered-page';
import { INLINE_MANIFEST_ID, forgetRemotesManifest } from './remote-manifest';
import { RemoteSlot, forgetLoadedRemotes } from './remote-slot';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const mockedLoad = jest.mocked(loadRemote);
const mockedRegister = jest.mocked(registerRemotes);
const manifest = { mfe_landing: 'http://localhost:9001/mf-manifest.json' };

/** What the host writes for `/`: the static copy before #root, and the manifest. */
function hostPage(path: string) {
  document.body.innerHTML = `<script type="application/json" id="${INLINE_MANIFEST_ID}">${JSON.stringify(manifest)}</script><div id="${PRERENDERED_ID}" data-path="${path}" inert><h1>Your finances, handled</h1></div>`;
}

const copy = () => document.getElementById(PRERENDERED_ID);

beforeEach(() => {
  forgetLoadedRemotes();
  forgetRemotesManifest();
  mockedLoad.mockReset();
  mockedRegister.mockReset();
  global.fetch = jest.fn(async () => new Response('{}', { status: 500 })) as typeof fetch;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the prerendered copy of a public page', () => {
  it('is dropped at start when it was made for another path', () => {
    hostPage('/');
    keepPrerenderedOnlyFor('/pricing');
    expect(copy()).toBeNull();
    hostPage('/pricing');
    keepPrerenderedOnlyFor('/pricing');
    expect(copy()).not.toBeNull();
  });

  it('stays while the remote loads and goes in the commit that shows the real page', async () => {
    hostPage('/');
    let copyWhenRealPageCommitted: HTMLElement | null | undefined;
    function LandingStub() {
      // A layout effect of the remote runs in the same commit as the hand-off, before paint.
      useLayoutEffect(() => {
        copyWhenRealPageCommitted = copy();
      }, []);
      return <h1>the landing remote</h1>;
    }
    let resolve: (module: { default: typeof LandingStub }) => void = () => undefined;
    mockedLoad.mockReturnValue(new Promise((done) => (resolve = done)));
    render(<RemoteSlot remote="landing" label="This page" />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(copy()).not.toBeNull();
    resolve({ default: LandingStub });
    expect(await screen.findByText('the landing remote')).toBeInTheDocument();
    expect(copy()).toBeNull();
    // The copy was still there when the real page's layout effects ran: one swap, one frame.
    expect(copyWhenRealPageCommitted).toBeInstanceOf(HTMLElement);
  });

  it('gives way to the fallback when the landing remote cannot load', async () => {
    hostPage('/');
    mockedLoad.mockRejectedValue(new Error('RUNTIME-003: failed to fetch remoteEntry'));
    render(<RemoteSlot remote="landing" label="This page" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This page is unavailable');
    expect(copy()).toBeNull();
  });

  it('the first load reads the manifest the host wrote into the page, without a fetch', async () => {
    hostPage('/');
    mockedLoad.mockResolvedValue({ default: () => <p>landing</p> });
    render(<RemoteSlot remote="landing" label="This page" />);
    expect(await screen.findByText('landing')).toBeInTheDocument();
    expect(mockedRegister).toHaveBeenCalledWith(
      [{ name: 'mfe_landing', entry: manifest.mfe_landing }],
      { force: false },
    );
    expect(global.fetch).not.toHaveBeenCalled();
  });
});
