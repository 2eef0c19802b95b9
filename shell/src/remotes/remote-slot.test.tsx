import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { RemoteSlot, forgetLoadedRemotes } from './remote-slot';
import { forgetRemotesManifest } from './remote-manifest';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const mockedLoad = jest.mocked(loadRemote);
const mockedRegister = jest.mocked(registerRemotes);

const manifest = { mfe_chat: 'http://localhost:9005/mf-manifest.json' };

beforeEach(() => {
  // Each test starts as a fresh page: nothing loaded, no manifest yet.
  forgetLoadedRemotes();
  forgetRemotesManifest();
  mockedLoad.mockReset();
  mockedRegister.mockReset();
  global.fetch = jest.fn(async () => new Response(JSON.stringify(manifest))) as typeof fetch;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

function ChatStub({ area }: { area?: string }) {
  return <h1>chat remote in {area}</h1>;
}

describe('RemoteSlot', () => {
  it('registers the remotes from the run-time manifest and renders the exposed module', async () => {
    mockedLoad.mockResolvedValue({ default: ChatStub });
    render(<RemoteSlot remote="chat" area="chat-with-fina" label="Chat with Fina" />);
    expect(await screen.findByText('chat remote in chat-with-fina')).toBeInTheDocument();
    expect(mockedRegister).toHaveBeenCalledWith([{ name: 'mfe_chat', entry: manifest.mfe_chat }], {
      force: false,
    });
    expect(mockedLoad).toHaveBeenCalledWith('mfe_chat/App');
  });

  it('tries a failed load once more by itself before any fallback shows', async () => {
    mockedLoad
      .mockRejectedValueOnce(new Error('RUNTIME-003: failed to fetch remoteEntry'))
      .mockResolvedValueOnce({ default: ChatStub });
    render(<RemoteSlot remote="chat" area="chat-with-fina" label="Chat with Fina" />);
    expect(await screen.findByText('chat remote in chat-with-fina')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(mockedLoad).toHaveBeenCalledTimes(2);
    // The second attempt re-registers, so a restarted remote is fetched afresh.
    expect(mockedRegister).toHaveBeenLastCalledWith(expect.any(Array), { force: true });
  });

  it('shows a fallback with Retry when the remote is down, and recovers on Retry', async () => {
    mockedLoad
      .mockRejectedValueOnce(new Error('RUNTIME-003: failed to fetch remoteEntry'))
      .mockRejectedValueOnce(new Error('RUNTIME-003: failed to fetch remoteEntry'));
    render(
      <>
        <p>the rest of the app</p>
        <RemoteSlot remote="chat" area="chat-with-fina" label="Chat with Fina" />
      </>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Chat with Fina is unavailable right now',
    );
    expect(screen.getByText('the rest of the app')).toBeInTheDocument();

    mockedLoad.mockResolvedValueOnce({ default: ChatStub });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('chat remote in chat-with-fina')).toBeInTheDocument();
    // Retry re-registers the remotes so a moved or restarted remote is fetched afresh.
    expect(mockedRegister).toHaveBeenLastCalledWith(expect.any(Array), { force: true });
  });

  it('contains a remote that throws while rendering', async () => {
    function Broken(): never {
      throw new Error('boom');
    }
    mockedLoad.mockResolvedValue({ default: Broken });
    render(<RemoteSlot remote="chat" area="chat-with-fina" label="Chat with Fina" />);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows the fallback when the manifest itself cannot be fetched', async () => {
    global.fetch = jest.fn(async () => new Response('', { status: 503 })) as typeof fetch;
    render(<RemoteSlot remote="chat" area="chat-with-fina" label="Chat with Fina" />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(mockedLoad).not.toHaveBeenCalled();
  });
});
