/** Project-management workspaces (lambda pm/...): workspaces, boards, columns and cards, and who may use them. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, WORKSPACE_MESSAGES } from '../../src/config/messages';
import { RECORDS } from '../../src/config/constants';
import { client, DEMO, snapshot, startServer, type RequestBody, type TestServer } from '../helpers/server';

let server: TestServer;
let http: ReturnType<typeof client>;
let admin: string;
let superAdmin: string;
let trainer: string;
let athlete: string;
const A = '/sportlink/admin/lambda/pm';
const PM_TABLES = ['workspace', 'board', 'board_column', 'board_card'];

interface Column {
  id: number;
  name: string;
  position: number;
  cards: { id: number; title: string; position: number; column_id: number }[];
}

beforeAll(async () => {
  server = await startServer();
  http = client(server);
  admin = await http.login(DEMO.admin.email, 'admin');
  superAdmin = await http.login(DEMO.superAdmin.email, 'admin');
  trainer = await http.login(DEMO.trainer.email, 'trainer');
  athlete = await http.login(DEMO.athlete.email, 'member');
});
afterAll(() => server?.close());

async function newWorkspace(name = 'Launch plan', token = admin) {
  const res = await http.post(`${A}/workspaces`, { name, description: 'Q1 launch' }, token);
  expect(res.status, res.text).toBe(200);
  return res.body.data as number;
}
async function newBoard(workspaceId: number, body: RequestBody<'POST', `${typeof A}/workspaces/${number}/boards`> = { name: 'Content' }) {
  const res = await http.post(`${A}/workspaces/${workspaceId}/boards`, body, admin);
  expect(res.status, res.text).toBe(200);
  return res.body.data as number;
}
async function board(id: number) {
  const res = await http.get(`${A}/boards/${id}`, admin);
  expect(res.status, res.text).toBe(200);
  return res.body.model as { id: number; name: string; workspace_name: string; columns: Column[] };
}
async function addCard(boardId: number, columnId: number, title: string) {
  const res = await http.post(`${A}/boards/${boardId}/cards`, { column_id: columnId, title }, admin);
  expect(res.status, res.text).toBe(200);
  return res.body.data as number;
}
const titles = (c: Column) => c.cards.map((k) => k.title);
const positions = (c: Column) => c.cards.map((k) => k.position);

describe('who may use workspaces', () => {
  it('a signed-out visitor is asked to sign in and nothing is created', async () => {
    const before = await snapshot(server.database, PM_TABLES);
    expect((await http.get(`${A}/workspaces`)).status).toBe(401);
    const res = await http.post(`${A}/workspaces`, { name: 'Nope' });
    expect(res.status).toBe(401);
    expect(res.body.message).toBeTruthy();
    expect(await snapshot(server.database, PM_TABLES)).toBe(before);
  });

  it('an athlete and a trainer are refused on their own paths and on the admin path', async () => {
    const id = await newWorkspace('Private plan');
    const before = await snapshot(server.database, PM_TABLES);
    for (const [path, token] of [
      ['/sportlink/member/lambda/pm', athlete],
      ['/sportlink/trainer/lambda/pm', trainer],
      [A, trainer],
      [A, athlete],
    ] as const) {
      for (const res of [
        await http.get(`${path}/workspaces`, token),
        await http.get(`${path}/workspaces/${id}`, token),
        await http.get(`${path}/workspaces/${id}/boards`, token),
        await http.post(`${path}/workspaces`, { name: 'Mine now' }, token),
        await http.post(`${path}/workspaces/${id}/boards`, { name: 'Mine now' }, token),
      ]) {
        expect(res.status, `${path}: ${res.text}`).toBe(403);
        expect(res.body.message).toBeTruthy();
      }
    }
    const own = await http.get('/sportlink/trainer/lambda/pm/workspaces', trainer);
    expect(own.body.message).toBe(WORKSPACE_MESSAGES.adminsOnly);
    expect(await snapshot(server.database, PM_TABLES)).toBe(before);
  });

  it('the records API shows workspaces to admins only and changes them through the pm endpoints only', async () => {
    const id = await newWorkspace('Read through records');
    const read = await http.get(`/records/sportlink/admin/workspace/${id}`, admin);
    expect(read.status).toBe(200);
    expect(read.body.model).toMatchObject({ id, name: 'Read through records', owner_id: 2 });
    expect((await http.get(`/records/sportlink/trainer/workspace/${id}`, trainer)).status).toBe(403);
    expect((await http.get(`/records/sportlink/trainer/workspace`, trainer)).status).toBe(403);
    expect((await http.get(`/records/sportlink/member/board`, athlete)).status).toBe(403);
    const before = await snapshot(server.database, PM_TABLES);
    expect((await http.post('/records/sportlink/admin/workspace', { name: 'Bypass' }, admin)).status).toBe(403);
    expect((await http.put(`/records/sportlink/admin/workspace/${id}`, { name: 'Bypass' }, admin)).status).toBe(403);
    expect(await snapshot(server.database, PM_TABLES)).toBe(before);
  });

  it('a deactivated admin may read workspaces and boards but not change them', async () => {
    const id = await newWorkspace('Before deactivation');
    const boardId = await newBoard(id);
    const todo = (await board(boardId)).columns[0].id;
    const cardId = await addCard(boardId, todo, 'Keep me');
    await server.database.db.updateTable('user').set({ status: 0 }).where('id', '=', 2).execute();
    try {
      expect((await http.get(`${A}/workspaces`, admin)).status).toBe(200);
      expect((await http.get(`${A}/workspaces/${id}`, admin)).status).toBe(200);
      expect((await http.get(`${A}/workspaces/${id}/boards`, admin)).status).toBe(200);
      expect((await http.get(`${A}/boards/${boardId}`, admin)).status).toBe(200);
      const before = await snapshot(server.database, PM_TABLES);
      for (const res of [
        await http.post(`${A}/workspaces`, { name: 'x' }, admin),
        await http.put(`${A}/workspaces/${id}`, { name: 'x' }, admin),
        await http.post(`${A}/workspaces/${id}/boards`, { name: 'x' }, admin),
        await http.put(`${A}/boards/${boardId}`, { name: 'x' }, admin),
        await http.post(`${A}/boards/${boardId}/columns`, { name: 'x' }, admin),
        await http.put(`${A}/boards/${boardId}/columns/${todo}`, { name: 'x' }, admin),
        await http.post(`${A}/boards/${boardId}/cards`, { column_id: todo, title: 'x' }, admin),
        await http.put(`${A}/boards/${boardId}/cards/${cardId}`, { title: 'x' }, admin),
        await http.post(`${A}/boards/${boardId}/cards/${cardId}/move`, { column_id: todo, position: 0 }, admin),
        await http.del(`${A}/boards/${boardId}/cards/${cardId}`, admin),
        await http.del(`${A}/boards/${boardId}`, admin),
      ]) {
        expect(res.status, res.text).toBe(403);
        expect(res.body.message).toBe(MESSAGES.accountDeactivated);
      }
      expect(await snapshot(server.database, PM_TABLES)).toBe(before);
    } finally {
      await server.database.db.updateTable('user').set({ status: 1 }).where('id', '=', 2).execute();
    }
  });

  it('every admin works in every workspace: a super admin adds a board to an admin’s workspace', async () => {
    const id = await newWorkspace('Shared by the team');
    const res = await http.post(`${A}/workspaces/${id}/boards`, { name: 'Super admin board' }, superAdmin);
    expect(res.status, res.text).toBe(200);
    const boards = await http.get(`${A}/workspaces/${id}/boards`, admin);
    expect(boards.body.list.map((b: { name: string }) => b.name)).toEqual(['Super admin board']);
    expect(boards.body.list[0].created_by).toBe(1);
  });
});

describe('workspaces', () => {
  it('an admin creates a workspace, owned by them, and opens it', async () => {
    const id = await newWorkspace('  Summer challenge  ');
    const res = await http.get(`${A}/workspaces/${id}`, admin);
    expect(res.status).toBe(200);
    expect(res.body.model).toMatchObject({ id, name: 'Summer challenge', description: 'Q1 launch', owner_id: 2, board_count: 0 });
    expect(res.body.model.owner_name).toMatch(/\S/);
  });

  it('lists workspaces a page at a time, sorted by the asked field and direction, up to the workspaces limit', async () => {
    await newWorkspace('aardvark plan');
    await newWorkspace('Zebra plan');
    const all = await http.get(`${A}/workspaces`, admin);
    expect(all.status).toBe(200);
    expect(all.body.limit).toBe(RECORDS.workspacesLimit);
    const names: string[] = all.body.list.map((w: { name: string }) => w.name);
    expect(names[0]).toBe('aardvark plan');
    expect(names.at(-1)).toBe('Zebra plan');
    expect(all.body.total).toBe(names.length);
    const desc = await http.get(`${A}/workspaces?sortId=id&direction=desc&limit=2&page=1`, admin);
    expect(desc.body).toMatchObject({ page: 1, limit: 2, total: all.body.total, num_pages: Math.ceil(all.body.total / 2) });
    expect(desc.body.list[0].id).toBeGreaterThan(desc.body.list[1].id);
    const second = await http.get(`${A}/workspaces?sortId=id&direction=desc&limit=2&page=2`, admin);
    expect(second.body.list[0].id).toBeLessThan(desc.body.list[1].id);
  });

  it('refuses a limit past the workspaces limit, an unknown sort field and a blank name, with a message', async () => {
    for (const path of [`${A}/workspaces?limit=${RECORDS.workspacesLimit + 1}`, `${A}/workspaces?sortId=password`, `${A}/workspaces?direction=up`]) {
      const res = await http.get(path, admin);
      expect(res.status, path).toBe(400);
      expect(res.body.message).toBeTruthy();
    }
    const before = await snapshot(server.database, PM_TABLES);
    for (const body of [{ name: '   ' }, {}, { name: 'x'.repeat(121) }, { name: 'ok', owner_id: 5 }]) {
      const res = await http.raw.post(`${A}/workspaces`, body, admin); // deliberately outside the contract
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.validation).toBeTruthy();
    }
    expect(await snapshot(server.database, PM_TABLES)).toBe(before);
  });

  it('renames a workspace and clears its description; an unknown workspace is a 404', async () => {
    const id = await newWorkspace('Old name');
    expect((await http.put(`${A}/workspaces/${id}`, { name: 'New name', description: null }, admin)).body).toEqual({ error: false, data: id });
    expect((await http.get(`${A}/workspaces/${id}`, admin)).body.model).toMatchObject({ name: 'New name', description: null });
    expect((await http.put(`${A}/workspaces/999999`, { name: 'x' }, admin)).status).toBe(404);
    expect((await http.get(`${A}/workspaces/999999`, admin)).status).toBe(404);
    expect((await http.get(`${A}/workspaces/999999/boards`, admin)).status).toBe(404);
    expect((await http.put(`${A}/workspaces/${id}`, {}, admin)).status).toBe(400);
  });
});

describe('boards', () => {
  it('a new board gets To do, In progress and Done, goes last, and the workspace counts it', async () => {
    const ws = await newWorkspace('Boards');
    const first = await newBoard(ws, { name: 'First' });
    const second = await newBoard(ws, { name: 'Second', columns: ['Backlog', 'Doing'] });
    const b1 = await board(first);
    expect(b1.workspace_name).toBe('Boards');
    expect(b1.columns.map((c) => [c.name, c.position])).toEqual([
      ['To do', 0],
      ['In progress', 1],
      ['Done', 2],
    ]);
    expect((await board(second)).columns.map((c) => c.name)).toEqual(['Backlog', 'Doing']);
    const list = await http.get(`${A}/workspaces/${ws}/boards`, admin);
    expect(list.body.list.map((b: { name: string; position: number; column_count: number }) => [b.name, b.position, b.column_count])).toEqual([
      ['First', 0, 3],
      ['Second', 1, 2],
    ]);
    expect(list.body.limit).toBe(RECORDS.workspacesLimit);
    const byName = await http.get(`${A}/workspaces/${ws}/boards?sortId=name&direction=desc&limit=1`, admin);
    expect(byName.body).toMatchObject({ total: 2, limit: 1, num_pages: 2, page: 1 });
    expect(byName.body.list[0].name).toBe('Second');
    expect((await http.get(`${A}/workspaces/${ws}`, admin)).body.model.board_count).toBe(2);
  });

  it('renames a board and a column; a column of another board is a 404', async () => {
    const ws = await newWorkspace('Renames');
    const a = await newBoard(ws, { name: 'A' });
    const b = await newBoard(ws, { name: 'B' });
    const colA = (await board(a)).columns[0].id;
    expect((await http.put(`${A}/boards/${a}`, { name: 'A renamed' }, admin)).status).toBe(200);
    expect((await http.put(`${A}/boards/${a}/columns/${colA}`, { name: 'Ideas' }, admin)).status).toBe(200);
    const after = await board(a);
    expect(after.name).toBe('A renamed');
    expect(after.columns[0].name).toBe('Ideas');
    const wrong = await http.put(`${A}/boards/${b}/columns/${colA}`, { name: 'Stolen' }, admin);
    expect(wrong.status).toBe(404);
    expect((await board(a)).columns[0].name).toBe('Ideas');
    expect((await http.get(`${A}/boards/999999`, admin)).status).toBe(404);
  });

  it('adds columns at the end, at most 20', async () => {
    const ws = await newWorkspace('Columns');
    const id = await newBoard(ws, { name: 'Wide', columns: Array.from({ length: 19 }, (_, i) => `C${i + 1}`) });
    const added = await http.post(`${A}/boards/${id}/columns`, { name: 'Last one' }, admin);
    expect(added.status).toBe(200);
    const cols = (await board(id)).columns;
    expect(cols).toHaveLength(20);
    expect(cols[19]).toMatchObject({ id: added.body.data, name: 'Last one', position: 19 });
    const before = await snapshot(server.database, PM_TABLES);
    const refused = await http.post(`${A}/boards/${id}/columns`, { name: 'Too many' }, admin);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(WORKSPACE_MESSAGES.tooManyColumns(20));
    expect(await snapshot(server.database, PM_TABLES)).toBe(before);
    expect((await http.post(`${A}/workspaces/${ws}/boards`, { name: 'x', columns: Array.from({ length: 21 }, () => 'c') }, admin)).status).toBe(400);
  });

  it('deleting a board takes its columns and cards and closes the gap in the workspace', async () => {
    const ws = await newWorkspace('Deletes');
    const a = await newBoard(ws, { name: 'A' });
    const b = await newBoard(ws, { name: 'B' });
    const c = await newBoard(ws, { name: 'C' });
    await addCard(b, (await board(b)).columns[0].id, 'Goes with B');
    expect((await http.del(`${A}/boards/${b}`, admin)).body).toEqual({ error: false, data: b });
    expect((await http.get(`${A}/boards/${b}`, admin)).status).toBe(404);
    expect(await server.database.db.selectFrom('board_card').select('id').where('board_id', '=', b).execute()).toEqual([]);
    expect(await server.database.db.selectFrom('board_column').select('id').where('board_id', '=', b).execute()).toEqual([]);
    const list = await http.get(`${A}/workspaces/${ws}/boards`, admin);
    expect(list.body.list.map((x: { id: number; position: number }) => [x.id, x.position])).toEqual([
      [a, 0],
      [c, 1],
    ]);
  });
});

describe('cards', () => {
  it('an admin adds cards to a column, each last, and moves one to another column and back to the top', async () => {
    const ws = await newWorkspace('Cards');
    const id = await newBoard(ws);
    const [todo, doing, done] = (await board(id)).columns.map((c) => c.id);
    const c1 = await addCard(id, todo, 'Write the brief');
    await addCard(id, todo, 'Book the venue');
    await addCard(id, todo, 'Order shirts');
    let cols = (await board(id)).columns;
    expect(titles(cols[0])).toEqual(['Write the brief', 'Book the venue', 'Order shirts']);
    expect(positions(cols[0])).toEqual([0, 1, 2]);

    const moved = await http.post(`${A}/boards/${id}/cards/${c1}/move`, { column_id: doing }, admin);
    expect(moved.body).toEqual({ error: false, data: c1 });
    cols = (await board(id)).columns;
    expect(titles(cols[0])).toEqual(['Book the venue', 'Order shirts']);
    expect(positions(cols[0])).toEqual([0, 1]);
    expect(titles(cols[1])).toEqual(['Write the brief']);
    expect(cols[1].cards[0].column_id).toBe(doing);

    await http.post(`${A}/boards/${id}/cards/${c1}/move`, { column_id: todo, position: 0 }, admin);
    cols = (await board(id)).columns;
    expect(titles(cols[0])).toEqual(['Write the brief', 'Book the venue', 'Order shirts']);
    expect(positions(cols[0])).toEqual([0, 1, 2]);
    expect(cols[1].cards).toEqual([]);
    expect(cols[2].id).toBe(done);
  });

  it('reorders within a column, and a place past the end puts the card last', async () => {
    const ws = await newWorkspace('Reorder');
    const id = await newBoard(ws);
    const todo = (await board(id)).columns[0].id;
    const a = await addCard(id, todo, 'A');
    await addCard(id, todo, 'B');
    const c = await addCard(id, todo, 'C');
    await http.post(`${A}/boards/${id}/cards/${c}/move`, { column_id: todo, position: 1 }, admin);
    expect(titles((await board(id)).columns[0])).toEqual(['A', 'C', 'B']);
    await http.post(`${A}/boards/${id}/cards/${a}/move`, { column_id: todo, position: 500 }, admin);
    const col = (await board(id)).columns[0];
    expect(titles(col)).toEqual(['C', 'B', 'A']);
    expect(positions(col)).toEqual([0, 1, 2]);
  });

  it('edits and deletes a card; the cards below it move up', async () => {
    const ws = await newWorkspace('Edits');
    const id = await newBoard(ws);
    const todo = (await board(id)).columns[0].id;
    const a = await addCard(id, todo, 'A');
    const b = await addCard(id, todo, 'B');
    await addCard(id, todo, 'C');
    expect((await http.put(`${A}/boards/${id}/cards/${b}`, { title: 'B, better', description: 'Details' }, admin)).status).toBe(200);
    expect((await http.del(`${A}/boards/${id}/cards/${a}`, admin)).status).toBe(200);
    const col = (await board(id)).columns[0];
    expect(titles(col)).toEqual(['B, better', 'C']);
    expect(positions(col)).toEqual([0, 1]);
    expect((await http.del(`${A}/boards/${id}/cards/${a}`, admin)).status).toBe(404);
  });

  it('keeps cards on their own board: another board’s column is a 422 at column_id, another board’s card a 404', async () => {
    const ws = await newWorkspace('Isolation');
    const one = await newBoard(ws, { name: 'One' });
    const two = await newBoard(ws, { name: 'Two' });
    const colOne = (await board(one)).columns[0].id;
    const colTwo = (await board(two)).columns[0].id;
    const card = await addCard(one, colOne, 'Stay here');
    const before = await snapshot(server.database, PM_TABLES);
    const add = await http.post(`${A}/boards/${one}/cards`, { column_id: colTwo, title: 'Wrong column' }, admin);
    expect(add.status).toBe(422);
    expect(add.body.validation).toEqual({ column_id: WORKSPACE_MESSAGES.columnNotOnBoard });
    const move = await http.post(`${A}/boards/${one}/cards/${card}/move`, { column_id: colTwo }, admin);
    expect(move.status).toBe(422);
    expect((await http.post(`${A}/boards/${two}/cards/${card}/move`, { column_id: colTwo }, admin)).status).toBe(404);
    expect((await http.put(`${A}/boards/${two}/cards/${card}`, { title: 'Hijacked' }, admin)).status).toBe(404);
    expect((await http.del(`${A}/boards/${two}/cards/${card}`, admin)).status).toBe(404);
    expect((await http.post(`${A}/boards/${one}/cards`, { column_id: colOne, title: '  ' }, admin)).status).toBe(400);
    expect(await snapshot(server.database, PM_TABLES)).toBe(before);
  });

  it('adds a card once when the same change is sent twice with one Idempotency-Key', async () => {
    const ws = await newWorkspace('Replays');
    const id = await newBoard(ws);
    const todo = (await board(id)).columns[0].id;
    const send = () => http.call('POST', `${A}/boards/${id}/cards`, { token: admin, body: { column_id: todo, title: 'Once' }, headers: { 'idempotency-key': 'pm-card-once-1' } });
    const first = await send();
    const again = await send();
    expect(first.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(titles((await board(id)).columns[0])).toEqual(['Once']);
  });

  it('many moves at once on one board leave every column numbered 0, 1, 2… with no card lost', async () => {
    const ws = await newWorkspace('Concurrent');
    const id = await newBoard(ws);
    const cols = (await board(id)).columns.map((c) => c.id);
    const cards: number[] = [];
    for (let i = 0; i < 8; i++) cards.push(await addCard(id, cols[0], `Card ${i}`));
    const results = await Promise.all(cards.map((card, i) => http.post(`${A}/boards/${id}/cards/${card}/move`, { column_id: cols[i % 3], position: i % 2 }, admin)));
    expect(results.map((r) => r.status)).toEqual(cards.map(() => 200));
    const after = (await board(id)).columns;
    expect(after.flatMap((c) => c.cards.map((k) => k.id)).sort((x, y) => x - y)).toEqual([...cards].sort((x, y) => x - y));
    for (const c of after) expect(positions(c)).toEqual(c.cards.map((_, i) => i));
  });
});
