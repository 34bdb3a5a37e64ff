/** GET lambda `training/export`: the signed-in athlete's whole training history, saved by the browser as a file. */
import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../../../src/api/client';
import { onPath } from '../../../../src/api/lambda';
import { saveFile } from '../../../../src/ui/save-file';

export type ExportFormat = 'csv' | 'json';

const TYPES: Record<ExportFormat, string> = { csv: 'text/csv', json: 'application/json' };

export async function downloadTrainingHistory(format: ExportFormat): Promise<void> {
  const blob = await unwrap(api.GET('/v1/api/{project}/{role}/lambda/training/export', { params: { path: onPath('member'), query: { format } }, parseAs: 'blob' }));
  saveFile(new Blob([blob], { type: TYPES[format] }), `training-history-${new Date().toISOString().slice(0, 10)}.${format}`);
}

export function useDownloadTrainingHistory() {
  return useMutation({ mutationFn: downloadTrainingHistory, retry: false });
}
