// A model API on 127.0.0.1 for the real vendor CLIs (test/agent/real-clis.test.ts): Anthropic's
// Messages API (`ANTHROPIC_BASE_URL`) and OpenAI's Responses API (a codex model provider), each
// streaming one short text answer with usage, or refusing the key with 401; claude's also a turn
// that fails behind a background agent (`background-error`). Nothing leaves the machine.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { afterAll, beforeAll } from 'vitest';
import type { AddressInfo } from 'node:net';

export interface ModelApi {
  url: string;
  /** Paths of the POST requests received. */
  posts: string[];
  /** Their bodies, in the same order: what the CLI sent the model. */
  bodies: string[];
  close(): Promise<void>;
}

function sse(res: ServerResponse, events: [string, Record<string, unknown>][]): void {
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  for (const [type, data] of events) res.write(`event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`);
  res.end();
}

/** A content block of an answer: text, or a tool call. */
type Block = { text: string } | { id: string; name: string; input: Record<string, unknown> };

function messages(res: ServerResponse, model: string, block: Block = { text: 'Review done.' }, stop?: string): void {
  const message = { id: 'msg_1', type: 'message', role: 'assistant', model, content: [], stop_reason: null, stop_sequence: null };
  const [start, delta] =
    'text' in block
      ? [
          { type: 'text', text: '' },
          { type: 'text_delta', text: block.text },
        ]
      : [
          { type: 'tool_use', id: block.id, name: block.name, input: {} },
          { type: 'input_json_delta', partial_json: JSON.stringify(block.input) },
        ];
  sse(res, [
    ['message_start', { message: { ...message, usage: { input_tokens: 1200, output_tokens: 1 } } }],
    ['content_block_start', { index: 0, content_block: start }],
    ['content_block_delta', { index: 0, delta }],
    ['content_block_stop', { index: 0 }],
    [
      'message_delta',
      { delta: { stop_reason: stop ?? ('text' in block ? 'end_turn' : 'tool_use'), stop_sequence: null }, usage: { output_tokens: 42 } },
    ],
    ['message_stop', {}],
  ]);
}

const SUBTASK = 'SUBTASK: say done';

/**
 * claude's turn ending in an API error while a background agent runs (row 502): the first answer
 * starts one (the Agent tool; it answers a second later), the next is HTTP 500 without a retry,
 * and any after it (the turn the agent's completion starts) answers well.
 */
function backgroundError(res: ServerResponse, model: string, turn: number): void {
  if (turn === 0) return messages(res, model, { id: 'toolu_bg1', name: 'Agent', input: { description: 'review', prompt: SUBTASK } });
  if (turn > 1) return messages(res, model);
  res.writeHead(500, { 'content-type': 'application/json', 'x-should-retry': 'false' });
  res.end(JSON.stringify({ type: 'error', error: { type: 'api_error', message: 'boom' } }));
}

function responses(res: ServerResponse, model: string): void {
  const item = {
    type: 'message',
    id: 'msg_1',
    status: 'completed',
    role: 'assistant',
    content: [{ type: 'output_text', text: 'Review done.', annotations: [] }],
  };
  const response = { id: 'resp_1', object: 'response', created_at: 1, status: 'in_progress', model, output: [] };
  sse(res, [
    ['response.created', { response }],
    ['response.output_item.done', { output_index: 0, item }],
    [
      'response.completed',
      {
        response: {
          ...response,
          status: 'completed',
          output: [item],
          usage: { input_tokens: 5200, input_tokens_details: { cached_tokens: 4096 }, output_tokens: 310, total_tokens: 5510 },
        },
      },
    ],
  ]);
}

/** The background agent's own requests: its prompt is the first message (the main turn's is proofgate's). */
const fromSubagent = (body: string) =>
  JSON.stringify((JSON.parse(body || '{}') as { messages?: unknown[] }).messages?.[0] ?? '').includes(SUBTASK);

export async function modelApi(answer: 'ok' | 'unauthorized' | 'background-error' | 'pause-turn'): Promise<ModelApi> {
  let turn = 0;
  const posts: string[] = [];
  const bodies: string[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.on('data', (d: Buffer) => (body += d.toString()));
    req.on('end', () => {
      if (req.method !== 'POST') return void res.writeHead(404).end('{}');
      posts.push(req.url ?? '');
      bodies.push(body);
      const asked = (JSON.parse(body || '{}') as { model?: unknown }).model;
      const model = typeof asked === 'string' ? asked : 'unknown';
      const openai = req.url?.startsWith('/v1/responses');
      if (answer === 'unauthorized') {
        res.writeHead(401, { 'content-type': 'application/json', 'x-should-retry': 'false' });
        res.end(
          JSON.stringify(
            openai
              ? { error: { message: 'Incorrect API key provided.', type: 'invalid_request_error', code: 'invalid_api_key' } }
              : { type: 'error', error: { type: 'authentication_error', message: 'invalid x-api-key' } },
          ),
        );
      } else if (openai) responses(res, model);
      else if (answer === 'background-error' && fromSubagent(body)) setTimeout(() => messages(res, model), 1000);
      else if (answer === 'background-error') backgroundError(res, model, turn++);
      // A turn the model paused (as a long server tool run does), never resumed: claude still prints success.
      else if (answer === 'pause-turn') messages(res, model, undefined, 'pause_turn');
      else messages(res, model);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    posts,
    bodies,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** codex's argv to use this API as its model provider, without retries (codex retries a 401 five times). */
export function codexProvider(api: ModelApi): string[] {
  const provider = `{name="local",base_url="${api.url}/v1",env_key="CODEX_API_KEY",wire_api="responses",request_max_retries=0,stream_max_retries=0}`;
  return ['-c', `model_providers.local=${provider}`, '-c', 'model_provider=local'];
}

/** Model APIs for a describe block, one answering, one refusing the key, one failing behind a background agent, one pausing its turn: started before its tests, closed after. */
export function useModelApis(): { ok: ModelApi; refused: ModelApi; backgroundError: ModelApi; pauseTurn: ModelApi } {
  const apis = {} as { ok: ModelApi; refused: ModelApi; backgroundError: ModelApi; pauseTurn: ModelApi };
  beforeAll(async () => {
    [apis.ok, apis.refused, apis.backgroundError, apis.pauseTurn] = await Promise.all([
      modelApi('ok'),
      modelApi('unauthorized'),
      modelApi('background-error'),
      modelApi('pause-turn'),
    ]);
  });
  afterAll(async () => {
    await Promise.all([apis.ok.close(), apis.refused.close(), apis.backgroundError.close(), apis.pauseTurn.close()]);
  });
  return apis;
}
