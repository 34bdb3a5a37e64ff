/** Buttons that set fields of one record, or of every selected record, through the data provider. */
import type { ReactElement } from 'react';
import { Button, useListContext, useNotify, useRecordContext, useRefresh, useResourceContext, useUnselectAll, useUpdate, useUpdateMany } from 'react-admin';

type Data = Record<string, unknown>;

export function SetFieldsButton({ label, data, when, done, icon }: { label: string; data: Data; when?: (r: Data) => boolean; done: string; icon?: ReactElement }) {
  const record = useRecordContext<Data & { id: number }>();
  const resource = useResourceContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  if (!record || (when && !when(record))) return null;
  return (
    <Button
      label={label}
      disabled={isPending}
      onClick={(e) => {
        e.stopPropagation();
        update(
          resource,
          { id: record.id, data, previousData: record },
          {
            mutationMode: 'pessimistic',
            onSuccess: () => {
              notify(done, { type: 'success' });
              refresh(); // a filtered list may no longer hold the record
            },
            onError: (err) => notify((err as Error).message, { type: 'error' }),
          },
        );
      }}
    >
      {icon}
    </Button>
  );
}

export function BulkSetFieldsButton({ label, data, done, icon }: { label: string; data: Data; done: (n: number) => string; icon?: ReactElement }) {
  const { selectedIds } = useListContext();
  const resource = useResourceContext();
  const notify = useNotify();
  const unselect = useUnselectAll(resource);
  const refresh = useRefresh();
  const [updateMany, { isPending }] = useUpdateMany();
  return (
    <Button
      label={label}
      disabled={isPending}
      onClick={() =>
        updateMany(
          resource,
          { ids: selectedIds, data },
          {
            mutationMode: 'pessimistic',
            onSuccess: () => {
              notify(done(selectedIds.length), { type: 'success' });
              unselect();
              refresh();
            },
            onError: (err) => notify((err as Error).message, { type: 'error' }),
          },
        )
      }
    >
      {icon}
    </Button>
  );
}
