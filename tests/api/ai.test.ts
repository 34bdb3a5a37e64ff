/**
 * AI through an OpenAI-compatible service, against a local server on loopback speaking OpenAI's API
 * (tests/helpers/openai-api-server.ts) that checks the key and answers what each test scripts: the records AI query
 * (a question becomes a proposed query, checked like a list under the caller's policy, not run), gpt-transcribe and
 * gpt-translate, their limits and failures, and a server without AI answering 503.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startOpenAiServer, type ChatCompletionRequest, type OpenAiServer, type ScriptedReply } from '../helpers/openai-api-server';
import { client, DEMO, logCollector, snapshot, startServer, type RequestBody, type TestServer } from '../helpers/server';

let openai: OpenAiServer;
let server: TestServer;
let bare: TestServer;
let http: ReturnType<typeof client>;
let admin: string;
let trainer: string;
let athlete: string;
const logs = logCollector();

const ASK = '/records/sportlink';
const proposal = (args: Record<string, unknown> | string): ScriptedReply => ({ toolCall: { arguments: args } });
const ask = (role: 'admin' | 'trainer' | 'member', token: string | null, body: RequestBody<'POST', `${typeof ASK}/${typeof role}/ai-query`>) => http.call('POST', `${ASK}/${role}/ai-query`, { token, body });
const lastChat = (): ChatCompletionRequest => openai.calls.filter((c) => c.chat).at(-1)!.chat!;

const WAV = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0x08, 0, 0]), Buffer.from('WAVEfmt '), Buffer.alloc(64, 0)]);
const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(64, 1)]);

async function transcribe(on: TestServer, body: Buffer | null, token: string | null, opts: { role?: string; query?: string; field?: string } = {}) {
  const form = new FormData();
  if (body) form.append(opts.field ?? 'file', new Blob([new Uint8Array(body)], { type: 'audio/wav' }), 'voice-note.wav');
  const headers: Record<string, string> = { 'x-project': 'sportlink' };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${on.api}/sportlink/${opts.role ?? 'member'}/lambda/deployments/gpt-transcribe${opts.query ?? ''}`, { method: 'POST', headers, body: form });
  return { status: res.status, body: (await res.json()) as Record<string, unknown>, headers: res.headers };
}

beforeAll(async () => {
  openai = await startOpenAiServer();
  server = await startServer({
    logStream: logs.stream,
    env: {
      LOG_LEVEL: 'info',
      AI_API_URL: openai.url,
      AI_API_KEY: openai.apiKey,
      AI_CHAT_MODEL: 'gpt-test',
      AI_TRANSCRIBE_MODEL: 'whisper-test',
      AI_AUDIO_MAX_MB: '1',
      AI_TIMEOUT_S: '1',
      AI_RATE_LIMIT_PER_MIN: '40',
    },
  });
  bare = await startServer();
  http = client(server);
  admin = await http.login(DEMO.admin.email, 'admin');
  trainer = await http.login(DEMO.trainer.email, 'trainer');
  athlete = await http.login(DEMO.athlete.email, 'member');
});

afterAll(async () => {
  await server?.close();
  await bare?.close();
  await openai?.close();
});

beforeEach(() => {
  openai.chat = () => ({ content: 'OK' });
});

describe('whether AI is configured', () => {
  it('the config says so to anyone, with the limits', async () => {
    const on = await http.get('/sportlink/member/lambda/deployments/config');
    expect(on.status).toBe(200);
    expect(on.body).toEqual({ error: false, configured: true, audio_max_mb: 1, translate_max_chars: 5000 });
    const off = await client(bare).get('/sportlink/admin/lambda/deployments/config');
    expect(off.body).toEqual({ error: false, configured: false, audio_max_mb: 25, translate_max_chars: 5000 });
  });

  it('without an AI service every AI call answers 503 saying AI is not configured', async () => {
    const b = client(bare);
    const token = await b.login(DEMO.admin.email, 'admin');
    const query = await b.call('POST', `${ASK}/admin/ai-query`, { token, body: { user_prompt: 'published programs' } });
    const translate = await b.post('/sportlink/admin/lambda/deployments/gpt-translate', { text: 'Hello', target_language: 'es' }, token);
    const audio = await transcribe(bare, WAV, token, { role: 'admin' });
    for (const res of [query, translate, audio]) {
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ error: true, message: 'AI is not configured on this server' });
    }
  });
});

describe('the records AI query', () => {
  it('an admin asks in plain words and gets the proposed query, checked and not run; running it is a normal list', async () => {
    openai.chat = () => proposal({ table: 'program', filter: ['status,eq,published'], order: ['price,asc'], size: 5, join: ['trainer'], explanation: 'Published programs, cheapest first.' });
    const res = await ask('admin', admin, { user_prompt: 'Show me the published programs, cheapest first' });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({
      error: false,
      query: { table: 'program', filter: ['status,eq,published'], order: ['price,asc'], size: 5, join: ['trainer'] },
      explanation: 'Published programs, cheapest first.',
      model: 'gpt-test-2024-07-18',
    });
    // What the service was asked: the configured model, the key, the question, one forced function over the admin's tables.
    const call = openai.calls.at(-1)!;
    expect(call.authorization).toBe(`Bearer ${openai.apiKey}`);
    const chat = call.chat!;
    expect(chat.model).toBe('gpt-test');
    expect(chat.messages.at(-1)).toEqual({ role: 'user', content: 'Show me the published programs, cheapest first' });
    expect(chat.tool_choice).toEqual({ type: 'function', function: { name: 'propose_records_query' } });
    const tables = (chat.tools![0].function.parameters as { properties: { table: { enum: string[] } } }).properties.table.enum;
    expect(tables).toEqual(expect.arrayContaining(['user', 'program', 'transaction', 'refund', 'athlete_profile']));
    expect(chat.messages[0].content).toContain('email (string');

    const list = await http.get('/records/sportlink/admin/program?filter=status,eq,published&order=price,asc&size=5&join=trainer', admin);
    expect(list.status).toBe(200);
    expect(list.body.list.length).toBeGreaterThan(0);
    const prices = list.body.list.map((p: { price: number }) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(list.body.list.every((p: { status: string; trainer: unknown }) => p.status === 'published' && p.trainer)).toBe(true);
  });

  it('shows the model only the tables and fields the caller may read', async () => {
    openai.chat = () => proposal({ table: 'program', filter: [], order: [], size: 10, join: [], explanation: '' });
    expect((await ask('trainer', trainer, { user_prompt: 'my programs' })).status).toBe(200);
    const chat = lastChat();
    const tables = (chat.tools![0].function.parameters as { properties: { table: { enum: string[] } } }).properties.table.enum;
    expect(tables).toContain('program');
    expect(tables).not.toContain('athlete_profile');
    expect(tables).not.toContain('library_item');
    const userLine = chat.messages[0].content.split('\n').find((l) => l.startsWith('- user:'))!;
    expect(userLine).toContain('first_name');
    expect(userLine).not.toContain('email');
    expect(chat.messages[0].content).not.toMatch(/password(_hash)? \(/);
  });

  it('refuses a proposal naming a table the caller may not read', async () => {
    openai.chat = () => proposal({ table: 'athlete_profile', filter: [], order: [], size: 10, join: [], explanation: '' });
    const res = await ask('trainer', trainer, { user_prompt: 'athletes and their weights' });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ error: true, message: 'The proposed query cannot run: You may not read athlete_profile records' });
  });

  it('refuses a proposal filtering on a field the caller may not read, or on a secret nobody may', async () => {
    openai.chat = () => proposal({ table: 'user', filter: ['email,cs,@sportlink.test'], order: [], size: 10, join: [], explanation: '' });
    for (const [role, token] of [['member', athlete], ['trainer', trainer]] as const) {
      const res = await ask(role, token, { user_prompt: 'emails of the users' });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe('The proposed query cannot run: You may not filter user by email');
    }
    for (const field of ['password_hash', 'password']) {
      openai.chat = () => proposal({ table: 'user', filter: [`${field},sw,$scrypt`], order: [], size: 10, join: [], explanation: '' });
      const res = await ask('admin', admin, { user_prompt: 'users whose password starts with scrypt' });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe(`The proposed query cannot run: Unknown field in filter: ${field}`);
    }
    openai.chat = () => proposal({ table: 'user', filter: [], order: ['email,asc'], size: 10, join: [], explanation: '' });
    expect((await ask('member', athlete, { user_prompt: 'users by email' })).body.message).toBe('The proposed query cannot run: You may not order user by email');
  });

  it('refuses an unknown operator, a bad order, size or join, as a list would', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ table: 'program', filter: ["title,like,%run%"] }, 'Unknown filter operator: like (use eq neq lt le gt ge cs sw ew in is)'],
      [{ table: 'program', filter: ['price,gt,cheap'] }, "Filter value for price must be an integer, not 'cheap'"],
      [{ table: 'program', order: ['price,sideways'] }, 'Order must be field,asc|desc: price,sideways'],
      [{ table: 'program', size: 500 }, 'size must be a whole number from 1 to 100'],
      [{ table: 'program', join: ['nothing'] }, 'Unknown join on program: nothing'],
      [{ table: 'workouts' }, 'Unknown table: workouts'],
    ];
    for (const [args, message] of cases) {
      openai.chat = () => proposal({ filter: [], order: [], size: 10, join: [], explanation: '', ...args });
      const res = await ask('admin', admin, { user_prompt: 'programs' });
      expect(res.status, message).toBe(422);
      expect(res.body.message).toBe(`The proposed query cannot run: ${message}`);
    }
  });

  it('refuses a join that would embed records the caller may not read', async () => {
    openai.chat = () => proposal({ table: 'user', filter: [], order: [], size: 10, join: ['athlete_profile'], explanation: '' });
    const res = await ask('trainer', trainer, { user_prompt: 'trainers with their athlete profiles' });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('The proposed query cannot run: You may not read the athlete_profile records this join embeds');
    // The same join is fine for an admin.
    expect((await ask('admin', admin, { user_prompt: 'users with their athlete profiles' })).status).toBe(200);
  });

  it('refuses raw SQL however the model sends it, and never runs it', async () => {
    const before = await snapshot(server.database, ['user', 'program']);
    const answers: Array<[ScriptedReply, string]> = [
      [{ content: 'SELECT * FROM user; DROP TABLE program;' }, 'The AI did not propose a records query; ask about the records, e.g. "published programs, cheapest first"'],
      [{ content: '```sql\nselect email, password_hash from user\n```' }, 'The AI did not propose a records query; ask about the records, e.g. "published programs, cheapest first"'],
      [proposal({ sql: 'select * from "user"' }), 'The AI proposed something other than a records query (sql)'],
      [proposal({ table: 'program', filter: [], where: '1=1 or true' }), 'The AI proposed something other than a records query (where)'],
      [proposal({ table: 'user; drop table program', filter: [] }), 'The proposed query cannot run: Unknown table: user; drop table program'],
      [proposal({ table: 'program', filter: [], order: ['price desc; drop table program'] }), 'The proposed query cannot run: Order must be field,asc|desc: price desc; drop table program'],
      [proposal('not json at all'), 'The AI did not propose a records query; ask about the records, e.g. "published programs, cheapest first"'],
    ];
    for (const [reply, message] of answers) {
      openai.chat = () => reply;
      const res = await ask('admin', admin, { user_prompt: 'everything about users' });
      expect(res.status, message).toBe(422);
      expect(res.body).toEqual({ error: true, message });
    }
    expect(await snapshot(server.database, ['user', 'program'])).toBe(before);
  });

  it('a value that looks like SQL is only ever a value: the list it proposes finds nothing and changes nothing', async () => {
    const sneaky = "title,eq,x' or '1'='1";
    openai.chat = () => proposal({ table: 'program', filter: [sneaky], order: [], size: 10, join: [], explanation: '' });
    const res = await ask('member', athlete, { user_prompt: 'programs' });
    expect(res.status).toBe(200);
    expect(res.body.query.filter).toEqual([sneaky]);
    const list = await http.get(`/records/sportlink/member/program?filter=${encodeURIComponent(sneaky)}`, athlete);
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(0);
  });

  it('keeps the query to the table the request names', async () => {
    openai.chat = () => proposal({ table: 'transaction', filter: [], order: [], size: 10, join: [], explanation: '' });
    const res = await ask('admin', admin, { user_prompt: 'the latest', table: 'program' });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('The proposed query cannot run: The question was about program, but the AI proposed transaction');
    const tables = (lastChat().tools![0].function.parameters as { properties: { table: { enum: string[] } } }).properties.table.enum;
    expect(tables).toEqual(['program']);
    const forbidden = await ask('trainer', trainer, { user_prompt: 'profiles', table: 'athlete_profile' });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.message).toBe('You may not read athlete_profile records');
  });

  it('each caller gets the proposal under their own role: the same answer, checked for each', async () => {
    openai.chat = () => proposal({ table: 'transaction', filter: ['status,eq,succeeded'], order: ['created_at,desc'], size: 20, join: ['program'], explanation: 'Paid sales.' });
    for (const [role, token] of [['admin', admin], ['trainer', trainer], ['member', athlete]] as const) {
      const res = await ask(role, token, { user_prompt: 'paid sales, newest first' });
      expect(res.status, role).toBe(200);
      expect(res.body.query.table).toBe('transaction');
    }
    // Running it shows each their own rows only (the list's policy, not the proposal, decides).
    const mine = await http.get('/records/sportlink/member/transaction?filter=status,eq,succeeded&size=20', athlete);
    const all = await http.get('/records/sportlink/admin/transaction?filter=status,eq,succeeded&size=20', admin);
    expect(mine.body.total).toBeLessThan(all.body.total);
  });

  it('needs a signed-in, active account on its own role path', async () => {
    openai.chat = () => proposal({ table: 'program', filter: [], order: [], size: 10, join: [], explanation: '' });
    const calls = openai.calls.length;
    expect((await ask('member', null, { user_prompt: 'programs' })).status).toBe(401);
    const wrongPath = await ask('admin', trainer, { user_prompt: 'programs' });
    expect(wrongPath.status).toBe(403);
    await server.database.db.updateTable('user').set({ status: 0 }).where('email', '=', DEMO.athlete2.email).execute();
    try {
      const off = await http.login(DEMO.athlete2.email, 'member');
      const res = await ask('member', off, { user_prompt: 'programs' });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Your account has been deactivated by admin. You can view content but cannot perform actions.');
    } finally {
      await server.database.db.updateTable('user').set({ status: 1 }).where('email', '=', DEMO.athlete2.email).execute();
    }
    expect(openai.calls.length).toBe(calls);
  });

  it('refuses bad input with a 400 and a message, before asking the service', async () => {
    const calls = openai.calls.length;
    const cases: unknown[] = [{}, { user_prompt: '' }, { user_prompt: '   ' }, { user_prompt: 'x'.repeat(2001) }, { user_prompt: 'programs', sql: 'select 1' }, { user_prompt: 'programs', table: 'nope' }, { user_prompt: ['a', 'b'] }];
    for (const body of cases) {
      const res = await http.raw.call('POST', `${ASK}/admin/ai-query`, { token: admin, body }); // deliberately outside the contract
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toBe(true);
      expect(res.body.message).toBeTruthy();
    }
    expect(openai.calls.length).toBe(calls);
  });
});

describe('when the AI service fails', () => {
  it('answers 502 without passing on what the service said (it quotes the key)', async () => {
    const key = openai.apiKey;
    openai.apiKey = 'sk-another-key';
    try {
      const res = await ask('admin', admin, { user_prompt: 'programs' });
      expect(res.status).toBe(502);
      expect(res.body).toEqual({ error: true, message: 'The AI service could not answer; try again later' });
      expect(openai.calls.at(-1)!.status).toBe(401);
    } finally {
      openai.apiKey = key;
    }
  });

  it('answers 503 with Retry-After when the service is busy, 504 when it is too slow, 502 when its answer is unreadable', async () => {
    openai.chat = () => ({ status: 429, retryAfter: 7 });
    const busy = await ask('admin', admin, { user_prompt: 'programs' });
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe('7');
    expect(busy.body.message).toBe('The AI service is busy; try again shortly');
    openai.chat = () => ({ delayMs: 1500, content: 'late' });
    const slow = await http.post('/sportlink/member/lambda/deployments/gpt-translate', { text: 'Hi', target_language: 'fr' }, athlete);
    expect(slow.status).toBe(504);
    expect(slow.body.message).toBe('The AI service did not answer in time; try again');
    openai.chat = () => ({ raw: '<html>gateway</html>' });
    const garbled = await ask('admin', admin, { user_prompt: 'programs' });
    expect(garbled.status).toBe(502);
    expect(garbled.body.message).toBe('The AI service answered something unreadable; try again');
  });
});

describe('gpt-translate', () => {
  it("an athlete translates a trainer's post into their language", async () => {
    openai.chat = (req) => ({ content: req.messages[0].content.includes('Spanish (es)') ? 'Nueva semana, nuevos récords.' : 'wrong language' });
    const res = await http.post('/sportlink/member/lambda/deployments/gpt-translate', { text: 'New week, new PRs.', target_language: 'es' }, athlete);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ error: false, text: 'Nueva semana, nuevos récords.', target_language: 'es' });
    const chat = lastChat();
    expect(chat.model).toBe('gpt-test');
    expect(chat.tools).toBeUndefined();
    expect(chat.messages.at(-1)).toEqual({ role: 'user', content: 'New week, new PRs.' });
    expect(chat.temperature).toBe(0);
  });

  it('takes region tags and refuses a language it does not know or bad text', async () => {
    openai.chat = (req) => ({ content: req.messages[0].content.includes('Brazilian Portuguese (pt-BR)') ? 'Nova semana.' : '?' });
    expect((await http.post('/sportlink/trainer/lambda/deployments/gpt-translate', { text: 'New week.', target_language: 'pt-BR' }, trainer)).body.text).toBe('Nova semana.');
    const calls = openai.calls.length;
    const unknown = await http.post('/sportlink/trainer/lambda/deployments/gpt-translate', { text: 'Hi', target_language: 'zz' }, trainer);
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Unknown language: zz');
    for (const body of [{ text: 'Hi', target_language: 'Spanish please' }, { text: '', target_language: 'es' }, { text: '  ', target_language: 'es' }, { text: 'x'.repeat(5001), target_language: 'es' }, { text: 'Hi' }]) {
      const res = await http.raw.post('/sportlink/trainer/lambda/deployments/gpt-translate', body, trainer); // deliberately outside the contract
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBeTruthy();
    }
    expect(openai.calls.length).toBe(calls);
  });

  it('answers 502 when the service gives no translation', async () => {
    openai.chat = () => ({ content: '   ' });
    const res = await http.post('/sportlink/admin/lambda/deployments/gpt-translate', { text: 'Hello', target_language: 'de' }, admin);
    expect(res.status).toBe(502);
    expect(res.body.message).toBe('The AI service gave no translation; try again');
  });
});

describe('gpt-transcribe', () => {
  it("turns an athlete's recording into text through the transcription endpoint", async () => {
    const res = await transcribe(server, WAV, athlete, { query: '?language=en' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ error: false, text: 'Three sets of ten squats, then rest for ninety seconds.' });
    const call = openai.calls.at(-1)!;
    expect(call.path).toBe('/v1/audio/transcriptions');
    expect(call.authorization).toBe(`Bearer ${openai.apiKey}`);
    expect(call.transcription).toMatchObject({ model: 'whisper-test', language: 'en', responseFormat: 'json', file: { name: 'recording.wav', type: 'audio/wav' } });
    expect(call.transcription!.file.bytes.equals(WAV)).toBe(true);
  });

  it('refuses what is not a recording, whatever it is called, and sends nothing', async () => {
    const calls = openai.calls.length;
    const res = await transcribe(server, PNG, athlete);
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ error: true, message: 'Upload a recording (MP3, WAV, OGG, FLAC, WebM or M4A)' });
    expect(openai.calls.length).toBe(calls);
  });

  it('refuses a recording over the limit, a missing file and a bad language', async () => {
    const calls = openai.calls.length;
    const big = await transcribe(server, Buffer.concat([WAV, Buffer.alloc(1024 * 1024)]), trainer, { role: 'trainer' });
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('The recording is larger than 1 MB');
    const missing = await transcribe(server, WAV, trainer, { role: 'trainer', field: 'audio' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Send the recording as the multipart field `file`');
    expect((await transcribe(server, WAV, trainer, { role: 'trainer', query: '?language=english' })).status).toBe(400);
    expect((await transcribe(server, WAV, null)).status).toBe(401);
    expect(openai.calls.length).toBe(calls);
  });
});

describe('limits and secrets', () => {
  it('limits each user to the configured calls per minute, with Retry-After, without touching others', async () => {
    const b = await http.login(DEMO.trainer2.email, 'trainer');
    openai.chat = () => ({ content: 'Hola' });
    for (let i = 0; i < 40; i++) {
      const ok = await http.post('/sportlink/trainer/lambda/deployments/gpt-translate', { text: 'Hi', target_language: 'es' }, b);
      expect(ok.status, `call ${i + 1}`).toBe(200);
    }
    const calls = openai.calls.length;
    const limited = await http.post('/sportlink/trainer/lambda/deployments/gpt-translate', { text: 'Hi', target_language: 'es' }, b);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body.message).toMatch(/^Too many attempts; try again in \d+ seconds$/);
    expect(openai.calls.length).toBe(calls);
    expect((await http.post('/sportlink/trainer/lambda/deployments/gpt-translate', { text: 'Hi', target_language: 'es' }, trainer)).status).toBe(200);
  });

  it('never writes the API key to the log', () => {
    expect(logs.lines.length).toBeGreaterThan(10);
    expect(logs.lines.join('\n')).not.toContain(openai.apiKey);
  });
});
