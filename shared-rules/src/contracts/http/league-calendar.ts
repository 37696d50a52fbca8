import { z } from 'zod';
import { defineEndpoint } from './define-endpoint';
import { IdSchema, LeagueIdParamSchema, PidSchema, UnixSecondsSchema } from './entities/common';

/**
 * The league calendar the commissioner sets (spec §3 League "Transition and processing",
 * "Restricted free agency timing", extension deadline ext_date): restricted free agency runs from
 * tran_start to tran_end (default tran_start + 30 days); one player is announced a day at the
 * announcement hour, bids are processed at the processing hour (New York, 0–24; 24 = midnight).
 */
export const LeagueCalendarSchema = z.object({
  tran_start: UnixSecondsSchema.nullable(),
  tran_end: UnixSecondsSchema.nullable(),
  ext_date: UnixSecondsSchema.nullable(),
  restricted_free_agency_announcement_hour: z.number().int().min(0).max(24),
  restricted_free_agency_processing_hour: z.number().int().min(0).max(24),
});
export type LeagueCalendar = z.infer<typeof LeagueCalendarSchema>;

/** Fields to change; absent fields keep their value, null clears a date. */
/**
 * The fields to change. An empty body changes nothing. That `tran_end` comes after `tran_start` is the
 * use-case's rule (it also checks against the stored dates), so the document shows the plain shape.
 */
export const UpdateLeagueCalendarBodySchema = LeagueCalendarSchema.partial().strict();
export type UpdateLeagueCalendarBody = z.infer<typeof UpdateLeagueCalendarBodySchema>;

export const getLeagueCalendarEndpoint = defineEndpoint({
  method: 'GET',
  path: '/leagues/:leagueId/calendar',
  params: z.object({ leagueId: LeagueIdParamSchema }),
  response: LeagueCalendarSchema,
  docs: {
    summary: 'Read the league calendar',
    description: 'The restricted free agency transition period (unix seconds), the extension deadline, and the hours (New York) at which RFA players are announced and their bids processed.',
    access: 'visitor',
    errors: ['NOT_FOUND'],
    example: { params: { leagueId: 1 } },
  },
});

/** The commissioner sets the calendar (403 NOT_COMMISSIONER for anyone else). */
export const updateLeagueCalendarEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/leagues/:leagueId/calendar',
  params: z.object({ leagueId: LeagueIdParamSchema }),
  body: UpdateLeagueCalendarBodySchema,
  response: LeagueCalendarSchema,
  auth: true,
  docs: {
    summary: 'Set the league calendar',
    description: 'Sets any of the calendar\'s dates and hours. `tran_end` must come after `tran_start`.',
    access: 'commissioner',
    errors: ['NOT_FOUND', 'NOT_COMMISSIONER'],
    example: { params: { leagueId: 1 }, body: { restricted_free_agency_processing_hour: 18 } },
  },
});

/**
 * A league notice (spec §3 Notification: message, severity) written by the calendar's jobs: an
 * RFA announcement, an RFA result. Public: blind bids appear only once processed.
 */
export const LeagueNoticeSchema = z.object({
  uid: IdSchema,
  lid: z.number().int().nonnegative(),
  tid: IdSchema.nullable(),
  pid: PidSchema.nullable(),
  kind: z.enum(['restricted_free_agency_announced', 'restricted_free_agency_processed']),
  message: z.string(),
  severity: z.enum(['info', 'success', 'warning', 'error']),
  timestamp: UnixSecondsSchema,
});
export type LeagueNotice = z.infer<typeof LeagueNoticeSchema>;

export const ListLeagueNoticesQuerySchema = z.object({
  /** Only notices at or after this time (unix seconds). */
  since: z.coerce.number<number | string>().int().nonnegative().optional(),
});

export const listLeagueNoticesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/leagues/:leagueId/notices',
  params: z.object({ leagueId: LeagueIdParamSchema }),
  query: ListLeagueNoticesQuerySchema,
  response: z.array(LeagueNoticeSchema),
  docs: {
    summary: 'List league notices',
    description: 'Notices the league calendar\'s jobs wrote (restricted free agency announcements and results), newest first, optionally only those since a time (unix seconds).',
    access: 'visitor',
    errors: ['NOT_FOUND'],
    example: { params: { leagueId: 1 } },
  },
});
