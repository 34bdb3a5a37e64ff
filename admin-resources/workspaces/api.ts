/** The pm/ lambda calls of the workspace screens, each with its query or mutation hook. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../src/api/client';
import { onPath } from '../../src/api/lambda';
import type { components } from '../../src/generated/api';

type S = components['schemas'];
export type Workspace = S['PmWorkspace'];
export type BoardSummary = S['PmBoard'];
export type BoardDetail = S['PmBoardDetail'];
export type BoardColumn = S['PmColumn'];
export type BoardCard = S['PmCard'];
type Created = S['IdResponse'];

/** Boards are shared by the admin team: a screen opened (or reloaded) asks the server again, never trusting a cached copy. */
const LIVE = { staleTime: 0, refetchOnMount: 'always' } as const;

const keys = {
  all: ['admin', 'pm'] as const,
  workspaces: ['admin', 'pm', 'workspaces'] as const,
  workspace: (id: number) => ['admin', 'pm', 'workspace', id] as const,
  boards: (id: number) => ['admin', 'pm', 'workspace', id, 'boards'] as const,
  board: (id: number) => ['admin', 'pm', 'board', id] as const,
};

export const getWorkspaces = () => unwrap(api.GET('/v1/api/{project}/{role}/lambda/pm/workspaces', { params: { path: onPath('admin'), query: { sortId: 'name' } } }));
export const useWorkspaces = () => useQuery({ queryKey: keys.workspaces, queryFn: getWorkspaces, ...LIVE });

export const getWorkspace = (id: number) =>
  unwrap(api.GET('/v1/api/{project}/{role}/lambda/pm/workspaces/{workspaceId}', { params: { path: { ...onPath('admin'), workspaceId: id } } })).then((r) => r.model);
export const useWorkspace = (id: number) => useQuery({ queryKey: keys.workspace(id), queryFn: () => getWorkspace(id), enabled: id > 0, ...LIVE });

export const getBoards = (workspaceId: number) =>
  unwrap(api.GET('/v1/api/{project}/{role}/lambda/pm/workspaces/{workspaceId}/boards', { params: { path: { ...onPath('admin'), workspaceId }, query: { sortId: 'position' } } }));
export const useBoards = (workspaceId: number) => useQuery({ queryKey: keys.boards(workspaceId), queryFn: () => getBoards(workspaceId), enabled: workspaceId > 0, ...LIVE });

export const getBoard = (id: number) => unwrap(api.GET('/v1/api/{project}/{role}/lambda/pm/boards/{boardId}', { params: { path: { ...onPath('admin'), boardId: id } } })).then((r) => r.model);
export const useBoard = (id: number | null) => useQuery({ queryKey: keys.board(id ?? 0), queryFn: () => getBoard(id!), enabled: !!id, ...LIVE });

/** A pm/ change; afterwards every pm read is asked again (lists, counts and the open board). */
function usePmMutation<V>(call: (v: V) => Promise<Created>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => client.invalidateQueries({ queryKey: keys.all }) });
}

export const createWorkspace = (body: S['PmWorkspaceInput']) => unwrap(api.POST('/v1/api/{project}/{role}/lambda/pm/workspaces', { params: { path: onPath('admin') }, body }));
export const useCreateWorkspace = () => usePmMutation(createWorkspace);

export const updateWorkspace = ({ id, ...body }: S['PmWorkspaceUpdate'] & { id: number }) =>
  unwrap(api.PUT('/v1/api/{project}/{role}/lambda/pm/workspaces/{workspaceId}', { params: { path: { ...onPath('admin'), workspaceId: id } }, body }));
export const useUpdateWorkspace = () => usePmMutation(updateWorkspace);

export const createBoard = ({ workspaceId, ...body }: S['PmBoardInput'] & { workspaceId: number }) =>
  unwrap(api.POST('/v1/api/{project}/{role}/lambda/pm/workspaces/{workspaceId}/boards', { params: { path: { ...onPath('admin'), workspaceId } }, body }));
export const useCreateBoard = () => usePmMutation(createBoard);

export const updateBoard = ({ id, ...body }: S['PmBoardUpdate'] & { id: number }) =>
  unwrap(api.PUT('/v1/api/{project}/{role}/lambda/pm/boards/{boardId}', { params: { path: { ...onPath('admin'), boardId: id } }, body }));
export const useUpdateBoard = () => usePmMutation(updateBoard);

export const createColumn = ({ boardId, name }: { boardId: number; name: string }) =>
  unwrap(api.POST('/v1/api/{project}/{role}/lambda/pm/boards/{boardId}/columns', { params: { path: { ...onPath('admin'), boardId } }, body: { name } }));
export const useCreateColumn = () => usePmMutation(createColumn);

export const createCard = ({ boardId, ...body }: S['PmCardInput'] & { boardId: number }) =>
  unwrap(api.POST('/v1/api/{project}/{role}/lambda/pm/boards/{boardId}/cards', { params: { path: { ...onPath('admin'), boardId } }, body }));
export const useCreateCard = () => usePmMutation(createCard);

export const moveCard = ({ boardId, cardId, ...body }: S['PmCardMove'] & { boardId: number; cardId: number }) =>
  unwrap(api.POST('/v1/api/{project}/{role}/lambda/pm/boards/{boardId}/cards/{cardId}/move', { params: { path: { ...onPath('admin'), boardId, cardId } }, body }));
export const useMoveCard = () => usePmMutation(moveCard);

export const deleteCard = ({ boardId, cardId }: { boardId: number; cardId: number }) =>
  unwrap(api.DELETE('/v1/api/{project}/{role}/lambda/pm/boards/{boardId}/cards/{cardId}', { params: { path: { ...onPath('admin'), boardId, cardId } } }));
export const useDeleteCard = () => usePmMutation(deleteCard);
