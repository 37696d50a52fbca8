import { z } from 'zod';
import { defineEndpoint } from './define-endpoint';
import { IdParamSchema, IdSchema, LeagueIdParamSchema, UnixSecondsSchema } from './entities/common';
import { LeagueSchema } from './entities/league';
import { TeamSchema } from './entities/team';
import { LEAGUE_SETTINGS_RULES } from '../../league-settings/validate';

/** The message a team order that is not every team once is refused with. */
export const TEAM_ORDER_RULE = 'List every team of the league once';

/** An http(s) image address (a `javascript:` or `data:` one is refused). */
const ImageUrlSchema = z.string().trim().max(500).regex(/^https?:\/\/[^\s]+$/, 'Must be an http(s) address');

/**
 * League settings the commissioner edits (spec §3 League, §6 commissioner). Each field's own range is
 * here; rules between fields and against the league as it stands are the use-case's (shared-rules
 * validateLeagueSettings and findLeagueBreaks), answered with field-level `details`.
 */
const count = (max: number) => z.number().int().min(0).max(max);
const money = z.number().int().min(0).max(10_000_000);
const points = z.number().min(-100).max(100);
const instant = UnixSecondsSchema.nullable();
const hour = z.number().int().min(0).max(24);
const label = z.string().trim().max(60).nullable();
const externalId = z.string().trim().max(64).nullable();
const optionalCount = z.number().int().min(0).max(1000).nullable();

export const LeagueSettingsSchema = z.object({
  name: z.string().trim().min(1).max(60),
  num_teams: z.number().int().min(2).max(32),
  hosted: z.union([z.literal(0), z.literal(1)]),
  sqb: count(5), srb: count(5), swr: count(5), ste: count(5), srbwr: count(5), srbwrte: count(5),
  sqbrbwrte: count(5), swrte: count(5), sdst: count(5), sk: count(5),
  bench: count(30), ps: count(20), ir: count(20),
  mqb: count(30), mrb: count(30), mwr: count(30), mte: count(30), mdst: count(30), mk: count(30),
  faab: money, cap: money, min_bid: money, season_due_amount: money.nullable(),
  pa: points, pc: points, py: points, ints: points, tdp: points, ra: points, ry: points, tdr: points,
  rbrec: points, wrrec: points, terec: points, rec: points, recy: points, twoptc: points, tdrec: points,
  fuml: points, prtd: points, krtd: points, rush_first_down: points, rec_first_down: points, trg: points,
  exclude_qb_kneels: z.boolean(),
  tag2: count(20), tag3: count(20), tag4: count(20),
  ext1: money.nullable(), ext2: money.nullable(), ext3: money.nullable(), ext4: money.nullable(), ext_date: instant,
  fqb: money.nullable(), frb: money.nullable(), fwr: money.nullable(), fte: money.nullable(),
  b_QB: optionalCount, b_RB: optionalCount, b_WR: optionalCount, b_TE: optionalCount, b_K: optionalCount, b_DST: optionalCount,
  free_agency_period_start: instant, free_agency_period_end: instant,
  free_agency_live_auction_start: instant, free_agency_live_auction_end: instant,
  tddate: instant, draft_start: instant, draft_type: z.enum(['hour', 'day']).nullable(),
  draft_hour_min: z.number().int().min(0).max(23), draft_hour_max: z.number().int().min(1).max(24),
  tran_start: instant, tran_end: instant,
  restricted_free_agency_announcement_hour: hour, restricted_free_agency_processing_hour: hour,
  division_1_name: label, division_2_name: label, division_3_name: label, division_4_name: label,
  wildcard_round: z.number().int().min(1).max(17).nullable(),
  championship_round: z.array(z.number().int().min(1).max(17)).max(4),
  espn_id: externalId, sleeper_id: externalId, mfl_id: externalId, fleaflicker_id: externalId,
});
export type LeagueSettings = z.infer<typeof LeagueSettingsSchema>;

/** The fields to change; absent fields keep their value. At least one field. */
export const UpdateLeagueBodySchema = LeagueSettingsSchema.partial()
  .strict()
  .refine((b) => Object.keys(b).length > 0, { message: 'Nothing to change' })
  // rules between fields and against the rosters, which JSON Schema cannot say
  .meta({ minProperties: 1, 'x-rules': Object.values(LEAGUE_SETTINGS_RULES) });
export type UpdateLeagueBody = z.infer<typeof UpdateLeagueBodySchema>;

export const updateLeagueEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/leagues/:leagueId',
  params: z.object({ leagueId: IdParamSchema }),
  body: UpdateLeagueBodySchema,
  response: LeagueSchema,
  auth: true,
  docs: {
    summary: 'Change league settings',
    description: 'The commissioner changes any of the league\'s settings (slots, roster sizes, money, scoring, tags, dates, draft, divisions, external ids) in one atomic write; the scoring and league format hashes are recomputed and each changed field is recorded with who and when. Settings that do not hold together answer 400 INVALID_PARAMS with field details; settings the current rosters cannot live with (a roster over the new limit, salaries over a lower cap, a lineup that can no longer be filled mid-season, fewer teams than exist, the draft re-timed while it runs) answer 409 SETTING_BREAKS_LEAGUE with the fields in details. A write that finds the settings changed since it read them answers 409 CONFLICT.',
    access: 'commissioner',
    errors: ['NOT_FOUND', 'NOT_COMMISSIONER', 'SETTING_BREAKS_LEAGUE', 'CONFLICT'],
    example: { params: { leagueId: 1 }, body: { name: 'Demo League', rec: 1 } },
  },
});

/** One recorded change of one setting. */
export const LeagueSettingChangeSchema = z.object({
  uid: IdSchema,
  lid: IdSchema,
  field: z.string(),
  old: z.unknown(),
  new: z.unknown(),
  userid: IdSchema,
  username: z.string().nullable(),
  timestamp: UnixSecondsSchema,
});
export type LeagueSettingChange = z.infer<typeof LeagueSettingChangeSchema>;

export const listLeagueSettingChangesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/leagues/:leagueId/settings/history',
  params: z.object({ leagueId: LeagueIdParamSchema }),
  response: z.object({ changes: z.array(LeagueSettingChangeSchema) }),
  docs: {
    summary: 'List league settings changes',
    description: 'Every recorded settings change of the league, newest first: the field, its old and new value, who changed it and when. The default league (0) has none.',
    access: 'visitor',
    errors: ['NOT_FOUND'],
    example: { params: { leagueId: 1 } },
  },
});

/** Team settings (spec §3 Team): identity for the owner or commissioner, notification flags for the owner. */
export const UpdateTeamBodySchema = z
  .object({
    name: z.string().trim().min(1).max(40),
    abbrv: z.string().trim().min(1).max(5),
    image: ImageUrlSchema.nullable(),
    teamtext: z.boolean(),
    teamvoice: z.boolean(),
    leaguetext: z.boolean(),
  })
  .partial()
  .strict()
  .refine((b) => Object.keys(b).length > 0, { message: 'Nothing to change' })
  .meta({ minProperties: 1 });
export type UpdateTeamBody = z.infer<typeof UpdateTeamBodySchema>;

export const TeamNotificationsSchema = z.object({ teamtext: z.boolean(), teamvoice: z.boolean(), leaguetext: z.boolean() });

export const updateTeamEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/teams/:teamId',
  params: z.object({ teamId: IdParamSchema }),
  body: UpdateTeamBodySchema,
  response: z.object({ team: TeamSchema, notifications: TeamNotificationsSchema.nullable() }),
  auth: true,
  docs: {
    summary: 'Change team settings',
    description: 'An owner of the team (or the league\'s commissioner) changes its name, abbreviation and image; an owner also sets their own notification flags for the team (teamtext, teamvoice, leaguetext). `notifications` is the caller\'s flags, null when the caller does not own the team.',
    access: 'owner',
    errors: ['NOT_FOUND', 'NOT_TEAM_OWNER'],
    example: { params: { teamId: 1 }, body: { name: 'Team One', teamtext: true } },
  },
});

export const AddTeamBodySchema = z
  .object({
    name: z.string().trim().min(1).max(40),
    abbrv: z.string().trim().min(1).max(5),
    image: ImageUrlSchema.nullable().optional(),
    div: z.number().int().min(1).max(4).nullable().optional(),
  })
  .strict();

export const addTeamEndpoint = defineEndpoint({
  method: 'POST',
  path: '/leagues/:leagueId/teams',
  params: z.object({ leagueId: IdParamSchema }),
  body: AddTeamBodySchema,
  response: TeamSchema,
  auth: true,
  docs: {
    summary: 'Add a team',
    description: 'The commissioner adds a team (with the league\'s cap and faab, last in waiver and draft order) and gets its single-use invite code for registration. The league\'s number of teams grows to fit. Refused with 409 SEASON_UNDER_WAY while the current season\'s schedule is in play.',
    access: 'commissioner',
    errors: ['NOT_FOUND', 'NOT_COMMISSIONER', 'SEASON_UNDER_WAY'],
    example: { params: { leagueId: 1 }, body: { name: 'Expansion', abbrv: 'EXP' } },
  },
});

export const deleteTeamEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/leagues/:leagueId/teams',
  params: z.object({ leagueId: IdParamSchema }),
  body: z.object({ teamId: IdSchema }).strict(),
  response: z.object({ teamId: IdSchema, archived_at: UnixSecondsSchema }),
  auth: true,
  docs: {
    summary: 'Delete a team',
    description: 'The commissioner deletes a team with an empty current roster and no pending claims. The team is archived, not erased: its transactions, matchups and history stay, it leaves team lists and the orders close up, and its invite code stops working. Refused with 409 SEASON_UNDER_WAY when the team is in the current season\'s schedule, 409 TEAM_NOT_EMPTY while it has players or pending waiver or poaching claims.',
    access: 'commissioner',
    errors: ['NOT_FOUND', 'NOT_COMMISSIONER', 'SEASON_UNDER_WAY', 'TEAM_NOT_EMPTY'],
    example: { params: { leagueId: 1 }, body: { teamId: 12 } },
  },
});

export const SetTeamOrderBodySchema = z
  .object({
    order: z.enum(['waiver_order', 'draft_order']),
    /** Every team of the league once, first to last. */
    tids: z.array(IdSchema).min(1).max(32),
  })
  .strict()
  .refine((b) => new Set(b.tids).size === b.tids.length, { message: TEAM_ORDER_RULE, path: ['tids'] })
  .meta({ 'x-rules': [TEAM_ORDER_RULE] });

export const setTeamOrderEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/leagues/:leagueId/teams/order',
  params: z.object({ leagueId: IdParamSchema }),
  body: SetTeamOrderBodySchema,
  response: z.object({ teams: z.array(TeamSchema) }),
  auth: true,
  docs: {
    summary: 'Reorder waivers or the draft',
    description: 'The commissioner sets the waiver order or the draft order: `tids` lists every team of the league once, first to last (400 INVALID_PARAMS otherwise). Written in one transaction.',
    access: 'commissioner',
    errors: ['NOT_FOUND', 'NOT_COMMISSIONER'],
    example: { params: { leagueId: 1 }, body: { order: 'waiver_order', tids: [2, 1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] } },
  },
});

export const newInviteCodeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/leagues/:leagueId/teams/:teamId/invite',
  params: z.object({ leagueId: IdParamSchema, teamId: IdParamSchema }),
  body: z.object({}).strict(),
  response: z.object({ teamId: IdSchema, invite_code: z.string() }),
  auth: true,
  docs: {
    summary: 'Issue a new invite code',
    description: 'The commissioner issues a fresh single-use invite code for a team (the previous one stops working). A new owner gives it to POST /auth/register, which uses it up.',
    access: 'commissioner',
    errors: ['NOT_FOUND', 'NOT_COMMISSIONER'],
    example: { params: { leagueId: 1, teamId: 1 }, body: {} },
  },
});
