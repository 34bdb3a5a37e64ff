import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { callerOf } from '../records/context';
import { languageName } from '../handlers/ai';
import { sniffAudio } from './audio';
import { answerObject, describeTables, queryRequest, QUERY_TOOL } from './records-query';

const base = { NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40), SQLITE_FILE: '/tmp/sportlink-ai-unit/db.sqlite' };
const athlete = callerOf(5, 'athlete');
const admin = callerOf(1, 'admin');

describe('AI configuration', () => {
  it('is off without a key, and takes the service, models and limits with one', () => {
    expect(loadConfig(base).ai).toEqual({ service: null, audioBytes: 25 * 1048576, ratePerMin: 20 });
    const ai = loadConfig({ ...base, AI_API_KEY: 'sk-1', AI_API_URL: 'http://127.0.0.1:9999/v1/', AI_CHAT_MODEL: 'llama-3.1-8b', AI_TIMEOUT_S: '5', AI_RATE_LIMIT_PER_MIN: '3' }).ai;
    expect(ai.service).toEqual({ baseUrl: 'http://127.0.0.1:9999/v1', apiKey: 'sk-1', chatModel: 'llama-3.1-8b', transcribeModel: 'whisper-1', timeoutMs: 5000 });
    expect(ai.ratePerMin).toBe(3);
    expect(loadConfig({ ...base, AI_API_KEY: 'sk-1' }).ai.service?.baseUrl).toBe('https://api.openai.com/v1');
  });

  it('refuses a bad address, model name or limit at boot', () => {
    expect(() => loadConfig({ ...base, AI_API_KEY: 'k', AI_API_URL: 'file:///etc' })).toThrow('AI_API_URL');
    expect(() => loadConfig({ ...base, AI_API_KEY: 'k', AI_CHAT_MODEL: 'gpt 4; rm' })).toThrow('AI_CHAT_MODEL');
    expect(() => loadConfig({ ...base, AI_AUDIO_MAX_MB: '0' })).toThrow('AI_AUDIO_MAX_MB');
  });
});

describe('recordings', () => {
  const pad = (b: Buffer) => Buffer.concat([b, Buffer.alloc(16)]);
  it('are known by their first bytes', () => {
    expect(sniffAudio(pad(Buffer.from('ID3\x04\x00')))?.type).toBe('audio/mpeg');
    expect(sniffAudio(pad(Buffer.from([0xff, 0xfb, 0x90, 0x64])))?.type).toBe('audio/mpeg');
    expect(sniffAudio(pad(Buffer.from('RIFF\x24\x08\x00\x00WAVEfmt ')))?.ext).toBe('wav');
    expect(sniffAudio(pad(Buffer.from('OggS')))?.ext).toBe('ogg');
    expect(sniffAudio(pad(Buffer.from('fLaC')))?.ext).toBe('flac');
    expect(sniffAudio(pad(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])))?.type).toBe('audio/webm');
    expect(sniffAudio(pad(Buffer.from('\x00\x00\x00\x20ftypM4A ')))?.type).toBe('audio/mp4');
  });

  it('are not images, pages or WebP (a RIFF that is not WAVE)', () => {
    expect(sniffAudio(pad(Buffer.from([0xff, 0xd8, 0xff, 0xe0])))).toBeNull();
    expect(sniffAudio(pad(Buffer.from('<html><body>')))).toBeNull();
    expect(sniffAudio(pad(Buffer.from('RIFF\x24\x08\x00\x00WEBPVP8 ')))).toBeNull();
  });
});

describe('languages', () => {
  it('are named for the model, and an unknown one is refused', () => {
    expect(languageName('es')).toBe('Spanish (es)');
    expect(languageName('pt-BR')).toBe('Brazilian Portuguese (pt-BR)');
    expect(() => languageName('zz')).toThrow('Unknown language: zz');
  });
});

describe('the records AI query request', () => {
  it('describes only the fields a caller may filter by, with their kinds, choices and joins', () => {
    const forAthlete = describeTables(['user', 'program'], athlete);
    expect(forAthlete).toContain('- user:');
    expect(forAthlete).not.toContain('email');
    expect(forAthlete).toContain('trainer_id (integer, -> user, join as trainer)');
    expect(forAthlete).toContain('status (string, one of draft|pending_review|published|archived)');
    expect(forAthlete).toContain('price (integer, minor units)');
    expect(describeTables(['user'], admin)).toContain('email (string');
  });

  it('forces the one function, over the given tables, at temperature 0', () => {
    const req = queryRequest('cheap programs', ['program'], athlete, new Date('2026-05-01T00:00:00Z'));
    expect(req.tool_choice).toEqual({ type: 'function', function: { name: QUERY_TOOL } });
    expect(req.tools?.[0].function.parameters).toMatchObject({ additionalProperties: false, properties: { table: { enum: ['program'] } } });
    expect(req.messages[0].content).toContain('Now is 2026-05-01T00:00:00.000Z.');
    expect(req.messages[1]).toEqual({ role: 'user', content: 'cheap programs' });
    expect(req.temperature).toBe(0);
  });
});

describe("the model's answer", () => {
  const model = 'gpt-test';
  it('is read from its function call, or from a reply of JSON alone', () => {
    expect(answerObject({ model, content: null, toolCall: { name: QUERY_TOOL, arguments: '{"table":"program"}' } })).toEqual({ table: 'program' });
    expect(answerObject({ model, content: '```json\n{"table":"post"}\n```', toolCall: null })).toEqual({ table: 'post' });
    expect(answerObject({ model, content: ' {"table":"review"} ', toolCall: null })).toEqual({ table: 'review' });
  });

  it('is not a query when it is prose, SQL, another function, a list or broken JSON', () => {
    const notAQuery = /did not propose a records query/;
    expect(() => answerObject({ model, content: 'SELECT * FROM user', toolCall: null })).toThrow(notAQuery);
    expect(() => answerObject({ model, content: 'Sure! Here are the programs.', toolCall: null })).toThrow(notAQuery);
    expect(() => answerObject({ model, content: null, toolCall: { name: 'run_sql', arguments: '{"sql":"select 1"}' } })).toThrow(notAQuery);
    expect(() => answerObject({ model, content: null, toolCall: { name: QUERY_TOOL, arguments: '["program"]' } })).toThrow(notAQuery);
    expect(() => answerObject({ model, content: null, toolCall: { name: QUERY_TOOL, arguments: '{"table":' } })).toThrow(notAQuery);
    expect(() => answerObject({ model, content: null, toolCall: null })).toThrow(notAQuery);
  });
});
