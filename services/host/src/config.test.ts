/** The host's own variables are checked at start-up, naming the variable. */
import { loadHostConfig } from './config';

describe('host configuration checks', () => {
  it('refuses a REMOTE_URL_<NAME> that names no remote', () => {
    expect(() => loadHostConfig({ REMOTE_URL_BILLING: 'https://x.example/mf.json' })).toThrow(
      /REMOTE_URL_BILLING: no such remote/,
    );
    expect(loadHostConfig({ REMOTE_URL_MFE_CHAT: 'https://x.example/mf.json' }).remoteUrls).toEqual(
      { mfe_chat: 'https://x.example/mf.json' },
    );
  });

  it('refuses a port out of range and a CSP that is neither on nor off', () => {
    expect(() => loadHostConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadHostConfig({ CSP: 'maybe' })).toThrow(/CSP/);
  });

  it('reads the load-shedding limits, leaving them to the database kind when unset', () => {
    expect(loadHostConfig({ API_MAX_IN_FLIGHT: '20', API_MAX_LAG_MS: '0' })).toMatchObject({
      maxInFlight: 20,
      maxLagMs: 0,
    });
    const defaults = loadHostConfig({});
    expect(defaults.maxInFlight).toBeUndefined();
    expect(defaults.maxLagMs).toBeUndefined();
    expect(() => loadHostConfig({ API_MAX_LAG_MS: '-5' })).toThrow(/API_MAX_LAG_MS/);
    expect(() => loadHostConfig({ API_MAX_LAG_MS: 'soon' })).toThrow(/API_MAX_LAG_MS/);
  });
});
