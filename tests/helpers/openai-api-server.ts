/**
 * A test double of an OpenAI-compatible API (this machine has no internet) for the calls server/ai/client.ts makes:
 * a node:http server on loopback answering `POST /v1/chat/completions` (JSON) and `POST /v1/audio/transcriptions`
 * (multipart/form-data) in OpenAI's shapes, with canned answers a test scripts.
 *
 * What it holds to, as OpenAI does:
 * - `Authorization: Bearer <key>` is required: another key is 401 `invalid_api_key`, with a message quoting part of
 *   the key (so a test can check the server never passes the service's messages on).
 * - Chat: `model` and a non-empty `messages` list are required; a `tool_choice` naming a function requires that
 *   function among `tools`. The answer is `{id, object: 'chat.completion', model, choices: [{message: {role,
 *   content, tool_calls?}, finish_reason}], usage}`.
 * - Transcriptions: multipart with a `file` part and a `model` field; answers `{text}`.
 * - Errors in OpenAI's envelope `{error: {message, type, code}}`; a scripted reply may ask for any status, a delay
 *   (to exceed the caller's timeout) or a body that is not JSON.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChatCompletionRequest {
  model: string;
  messages: Array<{ role: string; content: string }>;
  tools?: Array<{ type: string; function: { name: string; description?: string; parameters?: Record<string, unknown> } }>;
  tool_choice?: unknown;
  temperature?: number;
  [key: string]: unknown;
}

/** What the double answers a call with. */
export interface ScriptedReply {
  /** A function call: its arguments as an object (serialised) or as the raw text the model produced. */
  toolCall?: { name?: string; arguments: Record<string, unknown> | string };
  content?: string;
  /** Another status than 200, answered in OpenAI's error envelope. */
  status?: number;
  retryAfter?: number;
  /** Wait this long before answering. */
  delayMs?: number;
  /** Answer this raw text instead of JSON. */
  raw?: string;
}

export interface TranscriptionRequest {
  model: string;
  language: string | null;
  responseFormat: string | null;
  file: { name: string; type: string; bytes: Buffer };
}

export interface OpenAiCall {
  path: string;
  status: number;
  authorization: string | null;
  chat?: ChatCompletionRequest;
  transcription?: TranscriptionRequest;
}

export interface OpenAiServer {
  /** The API's base, as AI_API_URL takes it (with /v1). */
  url: string;
  apiKey: string;
  calls: OpenAiCall[];
  /** Scripts the chat answers (default: a short text reply). */
  chat: (request: ChatCompletionRequest) => ScriptedReply;
  /** Scripts the transcriptions (default: a fixed sentence). */
  transcribe: (request: TranscriptionRequest) => ScriptedReply & { text?: string };
  close(): Promise<void>;
}

const ERROR_TYPES: Record<number, string> = { 400: 'invalid_request_error', 401: 'invalid_request_error', 429: 'rate_limit_exceeded', 500: 'server_error', 503: 'server_error' };

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

function fail(res: ServerResponse, status: number, message: string, code: string | null = null, headers: Record<string, string> = {}) {
  send(res, status, { error: { message, type: ERROR_TYPES[status] ?? 'server_error', param: null, code } }, headers);
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

let ids = 0;

export async function startOpenAiServer(opts: { apiKey?: string } = {}): Promise<OpenAiServer> {
  const state: OpenAiServer = {
    url: '',
    apiKey: opts.apiKey ?? 'sk-test-sportlink-0123456789abcdef',
    calls: [],
    chat: () => ({ content: 'OK' }),
    transcribe: () => ({ text: 'Three sets of ten squats, then rest for ninety seconds.' }),
    close: async () => undefined,
  };

  async function answer(res: ServerResponse, reply: ScriptedReply, call: OpenAiCall, ok: () => unknown) {
    if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
    if (res.destroyed) return;
    if (reply.raw !== undefined) {
      call.status = reply.status ?? 200;
      res.writeHead(call.status, { 'content-type': 'application/json' });
      return res.end(reply.raw);
    }
    if (reply.status && reply.status !== 200) {
      call.status = reply.status;
      return fail(res, reply.status, `Scripted failure ${reply.status}`, null, reply.retryAfter ? { 'retry-after': String(reply.retryAfter) } : {});
    }
    call.status = 200;
    send(res, 200, ok());
  }

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://openai.local').pathname;
    const call: OpenAiCall = { path, status: 0, authorization: req.headers.authorization ?? null };
    state.calls.push(call);
    const body = await readBody(req);
    if (req.method !== 'POST' || (path !== '/v1/chat/completions' && path !== '/v1/audio/transcriptions')) {
      call.status = 404;
      return fail(res, 404, `Unknown request URL: ${req.method} ${path}`, 'unknown_url');
    }
    const key = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (key !== state.apiKey) {
      call.status = 401;
      const shown = key ? `${key.slice(0, 6)}***${key.slice(-4)}` : '';
      return fail(res, 401, `Incorrect API key provided: ${shown}. You can find your API key in your account settings.`, 'invalid_api_key');
    }

    if (path === '/v1/chat/completions') {
      let request: ChatCompletionRequest;
      try {
        request = JSON.parse(body.toString('utf8')) as ChatCompletionRequest;
      } catch {
        call.status = 400;
        return fail(res, 400, 'We could not parse the JSON body of your request.');
      }
      call.chat = request;
      if (typeof request.model !== 'string' || !Array.isArray(request.messages) || !request.messages.length) {
        call.status = 400;
        return fail(res, 400, 'model and messages are required', 'invalid_request');
      }
      const forced = (request.tool_choice as { function?: { name?: string } } | undefined)?.function?.name;
      if (forced && !request.tools?.some((t) => t.function.name === forced)) {
        call.status = 400;
        return fail(res, 400, `Tool choice '${forced}' is not among the tools`, 'invalid_tool_choice');
      }
      const reply = state.chat(request);
      return answer(res, reply, call, () => {
        const toolCalls = reply.toolCall
          ? [
              {
                id: `call_${++ids}`,
                type: 'function',
                function: {
                  name: reply.toolCall.name ?? forced ?? request.tools?.[0]?.function.name ?? 'unknown',
                  arguments: typeof reply.toolCall.arguments === 'string' ? reply.toolCall.arguments : JSON.stringify(reply.toolCall.arguments),
                },
              },
            ]
          : undefined;
        return {
          id: `chatcmpl-${++ids}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: `${request.model}-2024-07-18`,
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content: reply.content ?? null, ...(toolCalls ? { tool_calls: toolCalls } : {}), refusal: null },
              finish_reason: toolCalls ? 'tool_calls' : 'stop',
            },
          ],
          usage: { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 },
        };
      });
    }

    // Audio transcriptions: multipart/form-data, parsed as a fetch Request would.
    let form: FormData;
    try {
      form = await new Request('http://openai.local/', { method: 'POST', headers: { 'content-type': String(req.headers['content-type'] ?? '') }, body: new Uint8Array(body) }).formData();
    } catch {
      call.status = 400;
      return fail(res, 400, 'Could not parse multipart form');
    }
    const file = form.get('file');
    const model = form.get('model');
    if (!(file instanceof Blob) || typeof model !== 'string') {
      call.status = 400;
      return fail(res, 400, "Missing required parameter: 'file' and 'model'", 'missing_required_parameter');
    }
    const transcription: TranscriptionRequest = {
      model,
      language: typeof form.get('language') === 'string' ? (form.get('language') as string) : null,
      responseFormat: typeof form.get('response_format') === 'string' ? (form.get('response_format') as string) : null,
      file: { name: (file as File).name ?? '', type: file.type, bytes: Buffer.from(await file.arrayBuffer()) },
    };
    call.transcription = transcription;
    const reply = state.transcribe(transcription);
    return answer(res, reply, call, () => ({ text: reply.text ?? '' }));
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((err: Error) => {
      if (!res.headersSent) fail(res, 500, err.message);
      else res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  state.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}
