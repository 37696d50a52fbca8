import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';

/** A body compressed once and answered with a strong ETag, 304 to a matching If-None-Match. */
export interface CompressedAsset {
  etag: string;
  type: string;
  identity: Buffer;
  gzip: Buffer;
  /** Null for large assets, where brotli costs seconds of CPU and gzip is nearly as small. */
  br: Buffer | null;
}

export function compressedAsset(body: string | Buffer, type: string, options: { brotli: boolean } = { brotli: true }): CompressedAsset {
  const identity = typeof body === 'string' ? Buffer.from(body) : body;
  return {
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
    type,
    identity,
    gzip: gzipSync(identity, { level: 6 }),
    br: !options.brotli ? null : brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  };
}

/** Answers the asset in the best encoding the client accepts (br, then gzip, then none). */
export function sendCompressed(req: Request, res: Response, asset: CompressedAsset, cacheControl: string): void {
  res.setHeader('ETag', asset.etag);
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('Cache-Control', cacheControl);
  res.type(asset.type);
  const match = req.headers['if-none-match'];
  if (match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === asset.etag)) {
    res.status(304).end();
    return;
  }
  const accepts = asset.br ? req.acceptsEncodings('br', 'gzip', 'identity') : req.acceptsEncodings('gzip', 'identity');
  const encoding = accepts === 'br' || accepts === 'gzip' ? accepts : null;
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.send(encoding === 'br' && asset.br ? asset.br : encoding === 'gzip' ? asset.gzip : asset.identity);
}
