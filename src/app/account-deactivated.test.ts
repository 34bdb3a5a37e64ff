import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, unwrap } from '../api/client';
import { configureApi, resetApiConfig } from '../api/config';
import { onPath } from '../api/lambda';
import { records } from '../api/records';
import { MESSAGES } from '../config/messages';
import { isAccountDeactivated, watchAccountDeactivated } from './account-deactivated';

afterEach(() => {
  vi.unstubAllGlobals();
  resetApiConfig();
});

/** GET lambda `profile`, as any screen asks it. */
const profile = () => unwrap(api.GET('/v1/api/{project}/{role}/lambda/profile', { params: { path: onPath() } }));

function answer(status: number, body: unknown) {
  vi.stubGlobal('fetch', vi.fn(async () => Response.json(body, { status })));
}

describe('deactivated account warning', () => {
  it('recognises only the 403 with the spec message', () => {
    expect(isAccountDeactivated(403, { error: true, message: MESSAGES.accountDeactivated })).toBe(true);
    expect(isAccountDeactivated(403, { error: true, message: 'Your role may not call the admin API' })).toBe(false);
    expect(isAccountDeactivated(401, { error: true, message: MESSAGES.accountDeactivated })).toBe(false);
    expect(isAccountDeactivated(403, 'text')).toBe(false);
  });

  it('is told about a refused action of any API call, and the call still fails with the message', async () => {
    configureApi({ baseUrl: 'http://api.test' });
    const notify = vi.fn();
    const stop = watchAccountDeactivated(notify);
    try {
      answer(403, { error: true, message: MESSAGES.accountDeactivated });
      await expect(unwrap(api.POST('/v1/api/{project}/{role}/lambda/update/password', { params: { path: onPath() }, body: { current_password: 'old', password: 'New-pass-1' } }))).rejects.toMatchObject({ status: 403, message: MESSAGES.accountDeactivated });
      await expect(records.create('program', { title: 'x' })).rejects.toMatchObject({ status: 403 });
      expect(notify).toHaveBeenCalledTimes(2);

      answer(403, { error: true, message: 'Not yours' });
      await expect(profile()).rejects.toMatchObject({ status: 403 });
      answer(200, { error: false, model: {} });
      await profile();
      expect(notify).toHaveBeenCalledTimes(2);
    } finally {
      stop();
    }
    answer(403, { error: true, message: MESSAGES.accountDeactivated });
    await expect(profile()).rejects.toThrow();
    expect(notify).toHaveBeenCalledTimes(2); // stopped
  });
});
