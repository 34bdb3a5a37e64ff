/**
 * What the browser tests' OpenAI-compatible server (tests/helpers/openai-api-server.ts, started by support/site.ts) answers:
 * canned records queries for the admin's Ask box by the words of the question, and Spanish for the demo feed's posts.
 */
import type { ChatCompletionRequest, ScriptedReply } from '../../helpers/openai-api-server';

const SPANISH: Record<string, string> = {
  'New week, new PRs. Remember: the warm-up sets count too.': 'Nueva semana, nuevos récords. Recuerda: las series de calentamiento también cuentan.',
  'Sleep is the most underrated performance enhancer.': 'El sueño es el potenciador del rendimiento más infravalorado.',
  'Tempo run today: comfortably hard, not all out.': 'Hoy carrera a ritmo: exigente pero cómoda, sin darlo todo.',
};

export function demoChat(request: ChatCompletionRequest): ScriptedReply {
  const system = request.messages[0]?.content ?? '';
  const user = request.messages.at(-1)?.content ?? '';
  if (!request.tools?.length) {
    const tag = /\(([A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*)\)\. Answer/.exec(system)?.[1] ?? '';
    if (tag.toLowerCase().startsWith('es')) return { content: SPANISH[user] ?? `(es) ${user}` };
    return { content: `(${tag}) ${user}` };
  }
  const question = user.toLowerCase();
  const query = (args: Record<string, unknown>) => ({ toolCall: { arguments: { filter: [], order: [], size: 10, join: [], explanation: '', ...args } } });
  if (question.includes('password')) return query({ table: 'user', filter: ['password_hash,sw,$scrypt'], explanation: 'Users by their password hash.' });
  if (question.includes('refund')) return query({ table: 'refund', filter: ['status,eq,requested'], order: ['created_at,desc'], explanation: 'Refund requests waiting for a decision, newest first.' });
  if (question.includes('program')) {
    return query({ table: 'program', filter: ['status,eq,published'], order: ['price,asc'], size: 5, join: ['trainer'], explanation: 'Published programs, cheapest first, with their trainer.' });
  }
  return query({ table: 'program', order: ['created_at,desc'], explanation: 'The newest programs.' });
}
