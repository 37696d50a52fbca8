import cors from 'cors';

/**
 * CORS for `/api`, so the auction widget can call the API from the third-party page that embeds it.
 * The request's origin is reflected with credentials allowed: this is safe because the API has no
 * cookie session — every privileged call needs the bearer token, which a foreign page only has if
 * its user handed it over.
 */
export const apiCors = cors({
  origin: true,
  credentials: true,
  methods: ['GET', 'POST', 'PUT', 'DELETE'],
  allowedHeaders: ['Authorization', 'Content-Type'],
  exposedHeaders: ['Retry-After', 'X-Request-Id'],
  maxAge: 600,
});
