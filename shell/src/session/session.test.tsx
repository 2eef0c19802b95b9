import { bus } from '@fina/bus';
import {
  endSession,
  replaceToken,
  restoreSession,
  selectCompany,
  setCompanies,
  startSession,
} from './session';

const user = {
  id: 'u1',
  email: 'owner@example.com',
  first_name: '',
  last_name: '',
  position: '',
  role: 'user' as const,
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  bus.publish('shell:logout', { reason: 'user' });
  global.fetch = jest.fn(async () => new Response(JSON.stringify(user))) as typeof fetch;
});

describe('the shell session', () => {
  it('restores a stored token and selected company onto the bus, then loads the user', async () => {
    localStorage.setItem('jwtToken', 'stored-token');
    localStorage.setItem('selectedCompany', 'c9');
    restoreSession();
    expect(bus.session).toEqual({ token: 'stored-token', user: null });
    expect(bus.selectedCompany).toBe('c9');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(bus.session?.user?.email).toBe('owner@example.com');
    const [url, init] = jest.mocked(global.fetch).mock.calls[0]!;
    expect(url).toBe('/api/account/get_user_details');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer stored-token');
  });

  it('ends the session when the stored token is refused', async () => {
    localStorage.setItem('jwtToken', 'expired');
    global.fetch = jest.fn(
      async () => new Response(JSON.stringify({ message: 'expired' }), { status: 401 }),
    ) as typeof fetch;
    restoreSession();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(bus.session).toBeNull();
    expect(localStorage.getItem('jwtToken')).toBeNull();
  });

  it('keeps the token in localStorage with remember me, sessionStorage without', () => {
    startSession('t1', user, true);
    expect(localStorage.getItem('jwtToken')).toBe('t1');
    startSession('t2', user, false);
    expect(localStorage.getItem('jwtToken')).toBeNull();
    expect(sessionStorage.getItem('jwtToken')).toBe('t2');
  });

  it('End Session clears the token, the company and the bus state', () => {
    startSession('t1', user, true);
    setCompanies([{ company_id: 'c1', company_name: 'Acme', company_currency: 'USD' }]);
    expect(localStorage.getItem('selectedCompany')).toBe('c1');
    endSession('user');
    expect(localStorage.getItem('jwtToken')).toBeNull();
    expect(localStorage.getItem('selectedCompany')).toBeNull();
    expect(bus.session).toBeNull();
    expect(bus.companies).toEqual([]);
  });

  it('a remote reporting an expired session signs the user out', () => {
    startSession('t1', user, true);
    bus.publish('app:session:expired', { source: 'mfe-chat' });
    expect(bus.session).toBeNull();
  });

  it('selecting a company stores it and publishes it', () => {
    const seen: Array<string | null> = [];
    const subscription = bus.selectedCompany$.subscribe((id) => seen.push(id));
    selectCompany('c2');
    subscription.unsubscribe();
    expect(localStorage.getItem('selectedCompany')).toBe('c2');
    expect(seen.at(-1)).toBe('c2');
  });

  it('End Session chosen by the user ends the token on the server (logout)', async () => {
    startSession('t-logout', user, true);
    jest.mocked(global.fetch).mockClear();
    endSession('user');
    await new Promise((resolve) => setTimeout(resolve, 0));
    const [url, init] = jest.mocked(global.fetch).mock.calls[0]!;
    expect(url).toBe('/api/account/logout');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer t-logout');
  });

  it('an expired session is not logged out again', () => {
    startSession('t-expired', user, true);
    jest.mocked(global.fetch).mockClear();
    endSession('expired');
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('a fresh token after a password change replaces the old one where it was kept', () => {
    startSession('old', user, false);
    replaceToken('fresh', user);
    expect(sessionStorage.getItem('jwtToken')).toBe('fresh');
    expect(localStorage.getItem('jwtToken')).toBeNull();
    expect(bus.session?.token).toBe('fresh');
  });
});
