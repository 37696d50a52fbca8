import { z } from 'zod';
import { defineEndpoint } from './define-endpoint';
import { LEAGUE_SETTINGS_RULES } from '../../league-settings/validate';
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
export const UpdateLeagueCalendarBodySchema = LeagueCalendarSchema.partial()
  .strict()
  .meta({ 'x-rules': [LEAGUE_SETTINGS_RULES.transition] });
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
    description: 'Sets any of the calendar\'s dates and hours, as a league settings change (checked and recorded in the settings history like PUT /leagues/:leagueId). `tran_end` must come after `tran_start`.',
    access: 'commissioner',
    errors: ['NOT_FOUND', 'NOT_COMMISSIONER'],
    example: { params: { leagueId: 1 }, body: { restricted_free_agency_processing_hour: 18 } },
  },
});

/** What a league notice reports. */
export const LeagueNoticeKindSchema = z.enum([
  'restricted_free_agency_announced',
  'restricted_free_agency_processed',
  'trade_offered',
  'trade_accepted',
  'trade_rejected',
  'trade_cancelled',
  'trade_vetoed',
  'draft_on_clock',
  'draft_pick_made',
]);
export type LeagueNoticeKind = z.infer<typeof LeagueNoticeKindSchema>;

/**
 * A league notice (spec §3 Notification: message, severity): an RFA announcement or result from the
 * calendar's jobs, a trade event, a draft event. A public notice is for the whole league (RFA blind bids
 * appear only once processed); a private one (`private: true`) is for team `tid` only — an offer made to
 * it, its trade accepted — and is listed and pushed to that team's owner alone.
 */
export const LeagueNoticeSchema = z.object({
  uid: IdSchema,
  lid: z.number().int().nonnegative(),
  tid: IdSchema.nullable(),
  pid: PidSchema.nullable(),
  kind: LeagueNoticeKindSchema,
  message: z.string(),
  severity: z.enum(['info', 'success', 'warning', 'error']),
  timestamp: UnixSecondsSchema,
  /** For team `tid` only (absent or false: the whole league's). */
  private: z.boolean().optional(),
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
    description: 'The league\'s notices, newest first, optionally only those since a time (unix seconds): restricted free agency announcements and results, trades and draft picks. Private notices (an offer made to a team, its trade accepted, rejected or vetoed, its turn on the draft clock) are listed only to the owner of that team.',
    access: 'visitor',
    errors: ['NOT_FOUND'],
    example: { params: { leagueId: 1 } },
  },
});
