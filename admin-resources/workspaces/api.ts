/** The pm/ lambda calls of the workspace screens, each with its query or mutation hook. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../src/generated/api';
import { adminCall } from '../lib/admin-call';

type S = components['schemas'];
export type Workspace = S['PmWorkspace'];
export type BoardSummary = S['PmBoard'];
export type BoardDetail = S['PmBoardDetail'];
export type BoardColumn = S['PmColumn'];
export type BoardCard = S['PmCard'];
type Created = { error: false; data: number };

/** Boards are shared by the admin team: a screen opened (or reloaded) asks the server again, never trusting a cached copy. */
const LIVE = { staleTime: 0, refetchOnMount: 'always' } as const;

const keys = {
  all: ['admin', 'pm'] as const,
  workspaces: ['admin', 'pm', 'workspaces'] as const,
  workspace: (id: number) => ['admin', 'pm', 'workspace', id] as const,
  boards: (id: number) => ['admin', 'pm', 'workspace', id, 'boards'] as const,
  board: (id: number) => ['admin', 'pm', 'board', id] as const,
};

export const getWorkspaces = () => adminCall<S['PmWorkspacesResponse']>('pm/workspaces', undefined, 'GET', { sortId: 'name' });
export const useWorkspaces = () => useQuery({ queryKey: keys.workspaces, queryFn: getWorkspaces, ...LIVE });

export const getWorkspace = (id: number) => adminCall<S['PmWorkspaceResponse']>(`pm/workspaces/${id}`).then((r) => r.model);
export const useWorkspace = (id: number) => useQuery({ queryKey: keys.workspace(id), queryFn: () => getWorkspace(id), enabled: id > 0, ...LIVE });

export const getBoards = (workspaceId: number) => adminCall<S['PmBoardsResponse']>(`pm/workspaces/${workspaceId}/boards`, undefined, 'GET', { sortId: 'position' });
export const useBoards = (workspaceId: number) => useQuery({ queryKey: keys.boards(workspaceId), queryFn: () => getBoards(workspaceId), enabled: workspaceId > 0, ...LIVE });

export const getBoard = (id: number) => adminCall<S['PmBoardResponse']>(`pm/boards/${id}`).then((r) => r.model);
export const useBoard = (id: number | null) => useQuery({ queryKey: keys.board(id ?? 0), queryFn: () => getBoard(id!), enabled: !!id, ...LIVE });

/** A pm/ change; afterwards every pm read is asked again (lists, counts and the open board). */
function usePmMutation<V>(call: (v: V) => Promise<Created>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => client.invalidateQueries({ queryKey: keys.all }) });
}

export const createWorkspace = (body: S['PmWorkspaceInput']) => adminCall<Created>('pm/workspaces', body);
export const useCreateWorkspace = () => usePmMutation(createWorkspace);

export const updateWorkspace = ({ id, ...body }: S['PmWorkspaceUpdate'] & { id: number }) => adminCall<Created>(`pm/workspaces/${id}`, body, 'PUT');
export const useUpdateWorkspace = () => usePmMutation(updateWorkspace);

export const createBoard = ({ workspaceId, ...body }: S['PmBoardInput'] & { workspaceId: number }) => adminCall<Created>(`pm/workspaces/${workspaceId}/boards`, body);
export const useCreateBoard = () => usePmMutation(createBoard);

export const updateBoard = ({ id, ...body }: S['PmBoardUpdate'] & { id: number }) => adminCall<Created>(`pm/boards/${id}`, body, 'PUT');
export const useUpdateBoard = () => usePmMutation(updateBoard);

export const createColumn = ({ boardId, name }: { boardId: number; name: string }) => adminCall<Created>(`pm/boards/${boardId}/columns`, { name });
export const useCreateColumn = () => usePmMutation(createColumn);

export const createCard = ({ boardId, ...body }: S['PmCardInput'] & { boardId: number }) => adminCall<Created>(`pm/boards/${boardId}/cards`, body);
export const useCreateCard = () => usePmMutation(createCard);

export const moveCard = ({ boardId, cardId, ...body }: S['PmCardMove'] & { boardId: number; cardId: number }) => adminCall<Created>(`pm/boards/${boardId}/cards/${cardId}/move`, body);
export const useMoveCard = () => usePmMutation(moveCard);

export const deleteCard = ({ boardId, cardId }: { boardId: number; cardId: number }) => adminCall<Created>(`pm/boards/${boardId}/cards/${cardId}`, undefined, 'DELETE');
export const useDeleteCard = () => usePmMutation(deleteCard);
