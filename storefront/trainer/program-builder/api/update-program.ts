/** PUT records `program/{id}`: the builder's autosave of the details (never the status: see programs/api/change-program-status; no length while splits make it). */
import { records } from '../../../../src/api/records';
import type { SavedDetails } from '../details-form';

export function updateProgram(id: number, record: SavedDetails): Promise<number> {
  return records.update('program', id, record, { pathRole: 'trainer' });
}
