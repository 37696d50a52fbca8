import { statSync } from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import type { RequestHandler, Response } from 'express';

/**
 * Responses below this many bytes go out as they are: a gzip/brotli frame costs more than it saves
 * on a tiny JSON error or `/config.json`.
 */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * On-the-fly compression of dynamic answers (JSON from `/api`, `/config.json`, the AsyncAPI
 * document): brotli at quality 4 or gzip, chosen from Accept-Encoding, with `Vary: Accept-Encoding`.
 * Files with a build-time `.br`/`.gz` sibling are sent by {@link precompressed} with their
 * Content-Encoding already set, which this middleware leaves alone. The `/ws` upgrade never reaches
 * Express (the http server's `upgrade` event), so the websocket is untouched.
 */
export function compressResponses(): RequestHandler {
  return compression({ threshold: COMPRESS_THRESHOLD_BYTES });
}

export type Encoding = 'br' | 'gzip' | 'identity';

/** Which encoded files exist beside a static file. */
export interface Variants {
  br: boolean;
  gzip: boolean;
}

/** Parses `Accept-Encoding` into coding -> q (RFC 9110 §12.5.3); a missing header accepts only identity. */
function acceptedCodings(header: string | undefined): Map<string, number> {
  const accepted = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [rawName, ...params] = part.toLowerCase().split(';');
    const name = rawName.trim();
    if (!name) continue;
    let q = 1;
    for (const p of params) {
      const m = /^\s*q=([0-9.]+)\s*$/.exec(p);
      if (m) q = Number(m[1]);
    }
    if (Number.isFinite(q)) accepted.set(name, q);
  }
  return accepted;
}

/**
 * The encoding to send a static file in: brotli when the client accepts it and a `.br` file exists,
 * else gzip likewise, else identity. Among accepted codings the higher q wins; on a tie brotli (the
 * smaller file). `*` stands for any coding not named; `q=0` refuses one.
 */
export function negotiateEncoding(header: string | undefined, variants: Variants): Encoding {
  const accepted = acceptedCodings(header);
  const q = (coding: string) => accepted.get(coding) ?? accepted.get('*') ?? 0;
  const candidates: Array<[Encoding, number]> = [];
  if (variants.br && q('br') > 0) candidates.push(['br', q('br')]);
  if (variants.gzip && q('gzip') > 0) candidates.push(['gzip', q('gzip')]);
  if (candidates.length === 0) return 'identity';
  candidates.sort((a, b) => b[1] - a[1]);
  return candidates[0][0];
}

const SUFFIX: Record<Exclude<Encoding, 'identity'>, string> = { br: '.br', gzip: '.gz' };

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The file under `root` a request path names, or null when it escapes `root` or is not a file. */
export function fileUnder(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  if (file !== root && !file.startsWith(root + path.sep)) return null;
  return isFile(file) ? file : null;
}

/**
 * Sends `file` in the negotiated encoding: its `.br` or `.gz` sibling with `Content-Encoding`, the
 * original's Content-Type, and `Vary: Accept-Encoding` (also on identity answers, so a shared cache
 * keeps the variants apart). `headers` adds caching headers for the original file name.
 * Answers false (and sends nothing) when the file has no encoded sibling.
 */
export function sendPrecompressed(
  acceptEncoding: string | undefined,
  res: Response,
  file: string,
  headers: (res: Response, file: string) => void,
  next: (err?: unknown) => void,
): boolean {
  const variants = { br: isFile(file + SUFFIX.br), gzip: isFile(file + SUFFIX.gzip) };
  if (!variants.br && !variants.gzip) return false;
  const encoding = negotiateEncoding(acceptEncoding, variants);
  res.vary('Accept-Encoding');
  headers(res, file);
  // set before sendFile: `send` keeps a Content-Type that is already there instead of guessing from `.br`
  res.type(path.extname(file));
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  const sent = encoding === 'identity' ? file : file + SUFFIX[encoding];
  res.sendFile(sent, { dotfiles: 'allow' }, (err) => {
    if (err && !res.headersSent) next(err);
  });
  return true;
}

/**
 * Serves files under `root` that have build-time `.br`/`.gz` siblings by content negotiation; any
 * other request falls through (to `express.static`, which serves the file as it is).
 */
export function precompressed(root: string, headers: (res: Response, file: string) => void): RequestHandler {
  const base = path.resolve(root);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const file = fileUnder(base, req.path);
    if (!file || !sendPrecompressed(req.headers['accept-encoding'], res, file, headers, next)) next();
  };
}
