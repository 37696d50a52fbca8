import type { RequestHandler } from 'express';

/**
 * CORS for `/api`, so the auction widget can call the API from the third-party page that embeds it.
 * The request's origin is reflected with credentials allowed: this is safe because the API has no
 * cookie session — every privileged call needs the bearer token, which a foreign page only has if
 * its user handed it over.
 */
export const apiCors: RequestHandler = (req, res, next) => {
  const origin = req.headers.origin;
  if (!origin) {
    next();
    return;
  }
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  res.setHeader('Vary', 'Origin');
  if (req.method === 'OPTIONS') {
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE');
    res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type');
    res.setHeader('Access-Control-Max-Age', '600');
    res.status(204).end();
    return;
  }
  next();
};
