/**
 * CSV downloads never carry a live formula: a text cell is quoted, and a formula start is made inert at the start of
 * the cell and after every separator a spreadsheet might split on (`Kim;=1+2` opened by a spreadsheet splitting on ";"
 * must not compute 3). Records EXPORT and the trainer's sales CSV (src/domain/csv.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, DEMO, startServer, type TestServer } from '../helpers/server';

let server: TestServer;
let http: ReturnType<typeof client>;
let trainer: string;
const HOSTILE = 'Kim;=1+2';

beforeAll(async () => {
  server = await startServer();
  http = client(server);
  trainer = await http.login(DEMO.trainer.email, 'trainer');
});
afterAll(() => server?.close());

/** No piece of the line, split on any separator a spreadsheet may use, starts (after spaces and quotes) with a formula. */
function inert(line: string) {
  for (const separator of [',', ';', '\t', '|']) {
    for (const piece of line.split(separator)) expect(piece, `${JSON.stringify(line)} split on ${JSON.stringify(separator)}`).not.toMatch(/^[\s"]*[=+@]/);
  }
}

describe('a cell holding a formula after a separator', () => {
  it('is quoted and inert in a records EXPORT', async () => {
    const created = await http.post('/records/sportlink/trainer/program', { title: HOSTILE, price: 100 }, trainer);
    expect(created.status).toBe(200);
    const csv = await http.post('/records/sportlink/trainer/program/EXPORT', { format: 'csv', filter: [`id,eq,${created.body.data}`] }, trainer);
    expect(csv.status).toBe(200);
    const [, row] = csv.text.trim().split('\r\n');
    expect(row).toContain(`,"Kim;'=1+2",`);
    expect(row).not.toContain(';=');
    inert(row);
  });

  it("is quoted and inert in a trainer's sales CSV", async () => {
    await server.database.db.updateTable('user').set({ first_name: HOSTILE }).where('id', '=', 6).execute();
    const csv = await http.get('/sportlink/trainer/lambda/sales?format=csv', trainer);
    expect(csv.status).toBe(200);
    const lines = csv.text.trim().split('\r\n');
    const row = lines.find((line) => line.includes('Kim'))!;
    expect(row).toContain(`,"Kim;'=1+2 Lee",`);
    expect(row).not.toContain(';=');
    for (const line of lines) inert(line);
  });
});
