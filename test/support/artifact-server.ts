/**
 * A stand-in for the Actions artifact service (@actions/artifact v2: the results service's twirp
 * calls and the blob upload they sign): it accepts every upload under a name not yet taken in the
 * run and keeps each artifact's zip, so a test can list what an action really hands over. A name
 * taken (by an earlier upload, or `taken`: another job of the run got there first) is answered as
 * the results service answers it, 409 Conflict.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface ArtifactServer {
  /** The environment an action needs to upload here: ACTIONS_RUNTIME_TOKEN and ACTIONS_RESULTS_URL. */
  env: Record<string, string>;
  /** Each artifact uploaded, by name: its files as the zip holds them (path to bytes). */
  artifacts(): Map<string, Map<string, Buffer>>;
  /** The id the service gave each artifact it finalized, by name. */
  ids(): Map<string, number>;
  close(): Promise<void>;
}

const SERVICE = '/twirp/github.actions.results.api.v1.ArtifactService/';

/** The files of a zip, read with unzip(1) from a copy on disk. */
function unzipped(zip: Buffer): Map<string, Buffer> {
  const file = join(mkdtempSync(join(tmpdir(), 'proofgate-artifact-')), 'a.zip');
  writeFileSync(file, zip);
  const names = execFileSync('unzip', ['-Z1', file], { encoding: 'utf8' }).split('\n').filter(Boolean);
  return new Map(names.filter((n) => !n.endsWith('/')).map((n) => [n, execFileSync('unzip', ['-p', file, n])]));
}

export async function artifactServer(options: { taken?: string[] } = {}): Promise<ArtifactServer> {
  const blocks = new Map<string, Buffer>();
  const zips = new Map<string, Buffer>();
  const taken = new Set(options.taken ?? []);
  const ids = new Map<string, number>();
  let naming = '';
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const json = (value: unknown) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      if (url.pathname === `${SERVICE}CreateArtifact`) {
        const name = String((JSON.parse(body.toString('utf8')) as { name?: unknown }).name);
        // Names are unique in a workflow run: the results service's answer to a second one.
        if (taken.has(name)) {
          res.writeHead(409, { 'content-type': 'application/json' });
          return res.end(JSON.stringify({ code: 'already_exists', msg: 'an artifact with this name already exists on the workflow run' }));
        }
        taken.add(name);
        naming = name;
        const port = (server.address() as AddressInfo).port;
        return json({ ok: true, signedUploadUrl: `http://127.0.0.1:${port}/blob/${encodeURIComponent(naming)}?sig=x` });
      }
      if (url.pathname === `${SERVICE}FinalizeArtifact`) {
        // Ids count from 1000, so none is mistaken for a count of files.
        ids.set(naming, 1000 + ids.size);
        return json({ ok: true, artifactId: String(ids.get(naming)) });
      }
      if (url.pathname.startsWith('/blob/')) {
        const comp = url.searchParams.get('comp');
        if (comp === 'block') blocks.set(url.searchParams.get('blockid') ?? '', body);
        else if (comp === 'blocklist') {
          const ids = [...body.toString('utf8').matchAll(/<(?:Latest|Uncommitted|Committed)>([^<]+)</g)].map((m) => m[1]!);
          zips.set(naming, Buffer.concat(ids.map((id) => blocks.get(id) ?? Buffer.alloc(0))));
        } else zips.set(naming, body);
        res.writeHead(201, { etag: '"1"', 'last-modified': new Date().toUTCString(), 'x-ms-request-server-encrypted': 'true' });
        return res.end();
      }
      res.writeHead(404);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  // The runtime token names the workflow run and job the artifact belongs to (its `scp` claim).
  const token = `${part({ alg: 'none' })}.${part({ scp: 'Actions.Results:ce7f54c7-61c7-4aae-887f-30da475f5f1a:ca395085-040a-526b-2ce8-bdc85f692774' })}.x`;
  return {
    env: { ACTIONS_RUNTIME_TOKEN: token, ACTIONS_RESULTS_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` },
    artifacts: () => new Map([...zips].map(([name, zip]) => [name, unzipped(zip)])),
    ids: () => new Map(ids),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
