// A model API on 127.0.0.1 for the real vendor CLIs (test/agent/real-clis.test.ts): Anthropic's
// Messages API (`ANTHROPIC_BASE_URL`) and OpenAI's Responses API (a codex model provider), each
// streaming one short text answer with usage, or refusing the key with 401. Nothing leaves the machine.
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

function messages(res: ServerResponse, model: string): void {
  const message = { id: 'msg_1', type: 'message', role: 'assistant', model, content: [], stop_reason: null, stop_sequence: null };
  sse(res, [
    ['message_start', { message: { ...message, usage: { input_tokens: 1200, output_tokens: 1 } } }],
    ['content_block_start', { index: 0, content_block: { type: 'text', text: '' } }],
    ['content_block_delta', { index: 0, delta: { type: 'text_delta', text: 'Review done.' } }],
    ['content_block_stop', { index: 0 }],
    ['message_delta', { delta: { stop_reason: 'end_turn', stop_sequence: null }, usage: { output_tokens: 42 } }],
    ['message_stop', {}],
  ]);
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

export async function modelApi(answer: 'ok' | 'unauthorized'): Promise<ModelApi> {
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

/** Two model APIs for a describe block, one answering and one refusing the key: started before its tests, closed after. */
export function useModelApis(): { ok: ModelApi; refused: ModelApi } {
  const apis = {} as { ok: ModelApi; refused: ModelApi };
  beforeAll(async () => {
    [apis.ok, apis.refused] = await Promise.all([modelApi('ok'), modelApi('unauthorized')]);
  });
  afterAll(async () => {
    await Promise.all([apis.ok.close(), apis.refused.close()]);
  });
  return apis;
}
