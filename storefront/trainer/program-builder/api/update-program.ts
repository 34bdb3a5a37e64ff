/** PUT records `program/{id}`: the builder's autosave of the details (never the status: see programs/api/change-program-status). */
import { records } from '../../../../src/api/records';
import type { DetailsRecord } from '../details-form';

export function updateProgram(id: number, record: DetailsRecord): Promise<number> {
  return records.update('program', id, record, { pathRole: 'trainer' });
}
