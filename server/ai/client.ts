/**
 * An OpenAI-compatible API over fetch: chat completions and audio transcriptions (OpenAI itself, or any service that
 * speaks its API: Azure's, a local server, a gateway). The service is read from the configuration on every call, so
 * without one every AI call answers 503 saying AI is not configured.
 *
 * The service's own error messages are never passed on (they may quote part of the key); its failures become 502
 * (failed, unreadable), 503 (busy, with Retry-After) or 504 (too slow), logged with the status only.
 */
import type { FastifyBaseLogger } from 'fastify';
import { AI_MESSAGES } from '../../src/config/ai';
import type { AiConfig, AiService } from '../config';
import { HttpError } from '../errors';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatTool {
  type: 'function';
  function: { name: string; description: string; parameters: Record<string, unknown> };
}

export interface ChatRequest {
  messages: ChatMessage[];
  tools?: ChatTool[];
  tool_choice?: { type: 'function'; function: { name: string } };
  temperature?: number;
  max_tokens?: number;
}

export interface ChatAnswer {
  /** The text the model answered (may be empty when it called a tool). */
  content: string | null;
  /** The first tool call's name and raw JSON arguments, when it made one. */
  toolCall: { name: string; arguments: string } | null;
  model: string;
}

class ServiceBusy extends HttpError {
  constructor(public retryAfterS: number) {
    super(503, AI_MESSAGES.serviceBusy);
  }
}

export class AiClient {
  constructor(
    private readonly config: () => AiConfig,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The configured service, or 503 saying AI is not configured. */
  service(): AiService {
    const service = this.config().service;
    if (!service) throw new HttpError(503, AI_MESSAGES.notConfigured);
    return service;
  }

  async chat(request: ChatRequest): Promise<ChatAnswer> {
    const service = this.service();
    const body = await this.call(service, 'chat/completions', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ model: service.chatModel, ...request }),
    });
    const choice = (body as { choices?: Array<{ message?: { content?: unknown; tool_calls?: Array<{ function?: { name?: unknown; arguments?: unknown } }> } }> }).choices?.[0];
    const message = choice?.message;
    if (!message) throw this.unreadable('chat/completions', 'no message');
    const fn = message.tool_calls?.[0]?.function;
    const toolCall = fn && typeof fn.name === 'string' && typeof fn.arguments === 'string' ? { name: fn.name, arguments: fn.arguments } : null;
    const content = typeof message.content === 'string' ? message.content : null;
    const model = typeof (body as { model?: unknown }).model === 'string' ? (body as { model: string }).model : service.chatModel;
    return { content, toolCall, model };
  }

  async transcribe(audio: { bytes: Buffer; type: string; ext: string }, language?: string): Promise<string> {
    const service = this.service();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(audio.bytes)], { type: audio.type }), `recording.${audio.ext}`);
    form.append('model', service.transcribeModel);
    form.append('response_format', 'json');
    if (language) form.append('language', language);
    const body = await this.call(service, 'audio/transcriptions', { body: form });
    const text = (body as { text?: unknown }).text;
    if (typeof text !== 'string') throw this.unreadable('audio/transcriptions', 'no text');
    return text;
  }

  private async call(service: AiService, path: string, init: { headers?: Record<string, string>; body: string | FormData }): Promise<unknown> {
    let res: Response;
    try {
      res = await fetch(`${service.baseUrl}/${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${service.apiKey}`, accept: 'application/json', ...init.headers },
        body: init.body,
        signal: AbortSignal.timeout(service.timeoutMs),
      });
    } catch (err) {
      const name = (err as Error).name;
      this.log.warn({ path, error: name }, 'AI service unreachable');
      if (name === 'TimeoutError' || name === 'AbortError') throw new HttpError(504, AI_MESSAGES.serviceTimeout);
      throw new HttpError(502, AI_MESSAGES.serviceFailed);
    }
    let body: unknown;
    try {
      body = await res.json();
    } catch {
      body = undefined;
    }
    if (!res.ok) {
      const code = (body as { error?: { type?: unknown; code?: unknown } } | undefined)?.error;
      this.log.warn({ path, status: res.status, type: code?.type, code: code?.code }, 'AI service refused');
      if (res.status === 429 || res.status === 503) {
        const retry = Number(res.headers.get('retry-after'));
        throw new ServiceBusy(Number.isFinite(retry) && retry > 0 ? Math.min(Math.ceil(retry), 3600) : 5);
      }
      throw new HttpError(502, AI_MESSAGES.serviceFailed);
    }
    if (body === undefined || body === null || typeof body !== 'object') throw this.unreadable(path, 'not JSON');
    return body;
  }

  private unreadable(path: string, why: string): HttpError {
    this.log.warn({ path, why }, 'AI service answer unreadable');
    return new HttpError(502, AI_MESSAGES.unreadableAnswer);
  }
}
