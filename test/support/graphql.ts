// GitHub's GraphQL endpoint for the local API server: every document is validated against the
// published schema (npm @octokit/graphql-schema) and executed by graphql-js over the server's
// state, so a field, argument or variable GitHub would refuse is a violation here too.
import { buildClientSchema, execute, parse, validate, type GraphQLSchema, type IntrospectionQuery } from 'graphql';
import type { GitHubServer, Identity } from './github-server.js';

let schema: GraphQLSchema | undefined;

async function githubSchema(): Promise<GraphQLSchema> {
  if (!schema) {
    const { schema: published } = (await import('@octokit/graphql-schema')) as unknown as { schema: { json: IntrospectionQuery } };
    schema = buildClientSchema(published.json);
  }
  return schema;
}

/** An error GitHub reports with a `type` beside the message (e.g. FORBIDDEN). */
class TypedError extends Error {
  constructor(
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

interface Context {
  server: GitHubServer;
  viewer: Identity;
  /** The job's GITHUB_TOKEN may not resolve threads (GitHub answers FORBIDDEN); a personal token may. */
  canResolve: boolean;
}

const actor = (user: Identity) => ({ __typename: user.type, login: user.login });

function rootValue({ server, viewer, canResolve }: Context) {
  return {
    viewer: () => ({ login: viewer.login }),
    repository: () => ({
      pullRequest: ({ number }: { number: number }) => ({
        reviewThreads: ({ first, after }: { first?: number; after?: string }) => {
          const all = server.reviewComments
            .filter((c) => c.pull_number === number && c.in_reply_to_id === undefined)
            .sort((a, b) => a.id - b.id);
          const from = after ? Number(after) : 0;
          const size = Math.min(first ?? 100, 100);
          return {
            totalCount: all.length,
            nodes: all.slice(from, from + size).map((root) => ({
              id: `PRRT_${root.id}`,
              isResolved: server.resolvedThreads.has(root.id),
              viewerCanResolve: canResolve,
              comments: ({ first: n }: { first?: number }) => ({
                nodes: [root, ...server.reviewComments.filter((c) => c.in_reply_to_id === root.id)]
                  .slice(0, n ?? 100)
                  .map((c) => ({ databaseId: c.id, body: c.body, author: actor(c.user) })),
              }),
            })),
            pageInfo: { hasNextPage: from + size < all.length, endCursor: String(from + size) },
          };
        },
      }),
    }),
    resolveReviewThread: ({ input }: { input: { threadId: string } }) => {
      if (!canResolve) throw new TypedError('FORBIDDEN', 'Resource not accessible by integration');
      const id = Number(/^PRRT_(\d+)$/.exec(input.threadId)?.[1]);
      if (!server.reviewComments.some((c) => c.id === id))
        throw new TypedError('NOT_FOUND', `Could not resolve to a node with the global id of '${input.threadId}'`);
      server.resolvedThreads.add(id);
      return { thread: { id: input.threadId, isResolved: true } };
    },
  };
}

/** Answers one POST /graphql as GitHub does (200, `data` and/or `errors`); `problems` lists what GitHub would refuse. */
export async function graphqlRequest(body: unknown, context: Context): Promise<{ response: unknown; problems: string[] }> {
  const { query, variables } = (body ?? {}) as { query?: unknown; variables?: Record<string, unknown> };
  if (typeof query !== 'string')
    return { response: { errors: [{ message: 'A query attribute must be specified' }] }, problems: ['no query'] };
  const s = await githubSchema();
  let document;
  try {
    document = parse(query);
  } catch (err) {
    return { response: { errors: [{ message: (err as Error).message }] }, problems: [(err as Error).message] };
  }
  const invalid = validate(s, document);
  if (invalid.length)
    return { response: { errors: invalid.map((e) => ({ message: e.message })) }, problems: invalid.map((e) => e.message) };
  const result = await execute({ schema: s, document, rootValue: rootValue(context), variableValues: variables ?? {} });
  const errors = (result.errors ?? []).map((e) => ({
    message: e.message,
    path: e.path,
    ...(e.originalError instanceof TypedError ? { type: e.originalError.type } : {}),
  }));
  // A typed error is GitHub answering; any other error (a bad variable, a field we do not serve) is the request's fault.
  const problems = (result.errors ?? []).filter((e) => !(e.originalError instanceof TypedError)).map((e) => e.message);
  return { response: { data: result.data ?? null, ...(errors.length ? { errors } : {}) }, problems };
}
