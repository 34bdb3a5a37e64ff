/** POST records `program`: the draft, created by the first autosave of the builder; answers its id. */
import { records } from '../../../../src/api/records';
import type { DetailsRecord } from '../details-form';

export function createProgram(record: DetailsRecord & { status: 'draft' }): Promise<number> {
  return records.create('program', record, { pathRole: 'trainer' });
}
