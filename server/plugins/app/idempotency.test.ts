import { describe, expect, it } from 'vitest';
import { OFFLINE } from '../../../src/config/constants';
import { OPERATIONS } from '../../generated/operations';
import { COVERED, IDEMPOTENCY } from './idempotency';

/**
 * The operations sent with POST, PUT or DELETE that change nothing a replay could double, and so take no
 * Idempotency-Key. Every other such operation must declare the key in the contract: a new change that forgets it
 * fails here, before the offline queue can replay it twice.
 */
const CHANGE_NOTHING: Record<string, string> = {
  getAllRecords: 'a read sent as POST (its filter is the body)',
  cursorPaginateRecords: 'a read sent as POST',
  autocompleteRecords: 'a read sent as POST',
  exportRecords: 'a read sent as POST',
  joinRecords: 'a read sent as POST',
  multiJoinRecords: 'a read sent as POST',
  proposeRecordsQuery: 'proposes a query and runs nothing',
  checkSession: 'reads the session',
  verifyCaptcha: 'asks the captcha service; writes nothing',
  transcribeAudio: 'answers a transcription; writes nothing',
  translateText: 'answers a translation; writes nothing',
  downloadSessionIcs: 'answers a calendar file; writes nothing',
  receivePaymentEvent: 'the card provider’s webhook: each event id is processed once (payment_event)',
};

describe('Idempotency-Key', () => {
  it('is declared by every operation that changes something', () => {
    const changes = OPERATIONS.filter((op) => op.method !== 'GET' && !(op.operationId in CHANGE_NOTHING)).map((op) => op.operationId);
    expect(changes.length).toBeGreaterThan(50);
    expect(changes.filter((id) => !COVERED.has(id))).toEqual([]);
  });

  it('is not declared by a read or by an operation listed as changing nothing', () => {
    const listed = OPERATIONS.filter((op) => op.method === 'GET' || op.operationId in CHANGE_NOTHING).map((op) => op.operationId);
    expect(listed.filter((id) => COVERED.has(id))).toEqual([]);
    expect(Object.keys(CHANGE_NOTHING).filter((id) => !OPERATIONS.some((op) => op.operationId === id))).toEqual([]);
  });

  it('keeps its answer longer than a change may wait in the offline queue', () => {
    expect(IDEMPOTENCY.keepMs).toBeGreaterThan(OFFLINE.staleAfterMs);
  });
});
