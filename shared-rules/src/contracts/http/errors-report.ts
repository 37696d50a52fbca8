import { z } from 'zod';
import { defineEndpoint } from './define-endpoint';

/**
 * POST /errors: the client's error reporter (spec §7 "Other", §8: reporting does nothing visible).
 * Sizes are capped so a runaway client cannot store megabytes per report.
 */
export const ErrorReportBodySchema = z.object({
  message: z.string().min(1).max(2_000),
  /** Error code when the error came from the API (see `ErrorCode`). */
  code: z.string().max(64).optional(),
  /** HTTP status of a failed call (0 when no answer arrived). */
  status: z.number().int().min(0).max(599).optional(),
  stack: z.string().max(16_000).optional(),
  /** The page the user was on. */
  url: z.string().max(2_000).optional(),
  /** The failed call, e.g. `POST /teams/3/release`. */
  request: z.string().max(2_000).optional(),
  userAgent: z.string().max(512).optional(),
  /** When it happened on the client (unix seconds). */
  timestamp: z.number().int().nonnegative().optional(),
});
export type ErrorReportBody = z.infer<typeof ErrorReportBodySchema>;

export const ErrorReportResponseSchema = z.object({ ok: z.literal(true) });

/** Store a client error report. No token needed: visitors' errors count too. */
export const reportErrorEndpoint = defineEndpoint({
  method: 'POST',
  path: '/errors',
  body: ErrorReportBodySchema,
  response: ErrorReportResponseSchema,
  docs: {
    summary: 'Report a client error',
    description: 'Records an error a client ran into, with the user when a valid token comes along. Answers nothing useful: reporting never fails visibly.',
    access: 'visitor',
    rateLimited: true,
    example: { body: { message: 'Request failed', status: 500, url: '/leagues/1/rosters' } },
  },
});
