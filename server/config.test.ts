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

describe('PASSWORD_HASH_COST', () => {
  it('is OWASP’s scrypt baseline (N = 2^17) unless told', () => {
    expect(loadConfig(base).passwordCost).toBe(17);
    expect(loadConfig({ ...base, PASSWORD_HASH_COST: '12' }).passwordCost).toBe(12);
  });

  it('is never below 2^15 in production, nor above 2^20 anywhere', () => {
    const production = { ...base, NODE_ENV: 'production' };
    expect(() => loadConfig({ ...production, PASSWORD_HASH_COST: '12' })).toThrow(/from 15 to 20/);
    expect(loadConfig({ ...production, PASSWORD_HASH_COST: '16' }).passwordCost).toBe(16);
    expect(() => loadConfig({ ...base, PASSWORD_HASH_COST: '21' })).toThrow(ConfigError);
  });
});

describe('HOST', () => {
  it('is this machine only outside production (the demo password is public), every interface in production', () => {
    expect(loadConfig({ ...base, NODE_ENV: 'development' }).host).toBe('127.0.0.1');
    expect(loadConfig(base).host).toBe('127.0.0.1');
    expect(loadConfig({ ...base, NODE_ENV: 'production' }).host).toBe('0.0.0.0');
  });

  it('is what HOST says when set', () => {
    expect(loadConfig({ ...base, NODE_ENV: 'development', HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ ...base, NODE_ENV: 'production', HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
  });
});
