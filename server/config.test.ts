import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const base = { NODE_ENV: 'test', JWT_SECRET: 'a'.repeat(32), SQLITE_FILE: '/tmp/sportlink-config-test.db' };

describe('TRUST_PROXY', () => {
  it('trusts no proxy unless told: the connection’s address is the client’s', () => {
    expect(loadConfig(base).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it('takes true, or a list of addresses, CIDRs and proxy-addr’s names', () => {
    expect(loadConfig({ ...base, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ ...base, TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,loopback' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1', 'loopback']);
    expect(loadConfig({ ...base, TRUST_PROXY: 'fd00::/8' }).trustProxy).toEqual(['fd00::/8']);
  });

  it('refuses anything else at boot, naming it', () => {
    expect(() => loadConfig({ ...base, TRUST_PROXY: 'my-balancer.internal' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, TRUST_PROXY: '1' })).toThrow(/not 1/);
  });
});
