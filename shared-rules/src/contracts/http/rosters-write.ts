import { z } from 'zod';
import { defineEndpoint } from './define-endpoint';
import { ROSTER_MOVE_ERRORS } from './error-sets';
import {
  IdSchema,
  LeagueParamsSchema,
  MoneySchema,
  PidSchema,
  ReserveSlotSchema,
  RosterSlot,
  RosterSlotSchema,
  TagTypeSchema,
  TeamParamsSchema,
  WeekSchema,
  YearSchema,
} from './entities/common';
import { RosterPlayerSchema, RosterSchema } from './entities/roster';
import { TransactionSchema } from './entities/transaction';

/**
 * Roster writes and team actions (spec §7 "Rosters and team actions"). Payload fields are the ones
 * §7 lists, with their spec names. Every move answers with the records it changed: the
 * transactions it wrote and the team's roster after the move, so a UI replaces its copy instead of
 * replaying the rules. The GET rosters read contract lives in `rosters.ts`; tags and restricted
 * free agency in `tags.ts`.
 */

/** A list of conditional releases; absent means none. */
const ReleaseListSchema = z.array(PidSchema).max(20).default([]);

/** The answer of a roster move: what was written, and the roster after it. */
export const RosterMoveResponseSchema = z.object({
  transactions: z.array(TransactionSchema),
  roster: RosterSchema,
});
export type RosterMoveResponse = z.infer<typeof RosterMoveResponseSchema>;

// --- commissioner roster edits: /leagues/:leagueId/rosters -------------------------------------

/** Commissioner adds a player to a team (spec: pid, value, teamId). */
export const AddRosterPlayerBodySchema = z.object({ pid: PidSchema, value: MoneySchema, teamId: IdSchema });
export type AddRosterPlayerBody = z.infer<typeof AddRosterPlayerBodySchema>;

/** Answers the roster-add transaction and the team's roster. */
export const addRosterPlayerEndpoint = defineEndpoint({
  method: 'POST',
  path: '/leagues/:leagueId/rosters',
  params: LeagueParamsSchema,
  body: AddRosterPlayerBodySchema,
  response: RosterMoveResponseSchema,
  auth: true,
  docs: {
    summary: 'Add a player to a team (commissioner)',
    description: 'The commissioner puts a player on a team\'s roster at a salary.',
    access: 'commissioner',
    errors: ROSTER_MOVE_ERRORS,
    example: { params: { leagueId: 1 }, body: { pid: 'JOSH-ALLE-2018-1996-05-21', value: 10, teamId: 1 } },
  },
});

/** Commissioner edits a rostered player's contract: at least one of value, slot or tag. */
export const UpdateRosterPlayerBodySchema = z
  .object({
    pid: PidSchema,
    teamId: IdSchema,
    value: MoneySchema.optional(),
    slot: RosterSlotSchema.optional(),
    tag: TagTypeSchema.optional(),
  })
  .refine((body) => body.value !== undefined || body.slot !== undefined || body.tag !== undefined, {
    message: 'Nothing to update',
  })
  // announced in the published document (a refusal for it is one the document says may happen)
  .meta({ 'x-rules': ['Nothing to update'] });
export type UpdateRosterPlayerBody = z.infer<typeof UpdateRosterPlayerBodySchema>;

/** Answers the updated roster player. */
export const updateRosterPlayerEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/leagues/:leagueId/rosters',
  params: LeagueParamsSchema,
  body: UpdateRosterPlayerBodySchema,
  response: RosterPlayerSchema,
  auth: true,
  docs: {
    summary: 'Edit a rostered player (commissioner)',
    description: 'The commissioner changes a rostered player\'s salary, slot or tag.',
    access: 'commissioner',
    errors: ROSTER_MOVE_ERRORS,
    example: { params: { leagueId: 1 } },
  },
});

/** Commissioner removes a player from a team. */
export const RemoveRosterPlayerBodySchema = z.object({ pid: PidSchema, teamId: IdSchema });
export type RemoveRosterPlayerBody = z.infer<typeof RemoveRosterPlayerBodySchema>;

/** Answers the release transaction and the team's roster. */
export const removeRosterPlayerEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/leagues/:leagueId/rosters',
  params: LeagueParamsSchema,
  body: RemoveRosterPlayerBodySchema,
  response: RosterMoveResponseSchema,
  auth: true,
  docs: {
    summary: 'Remove a player from a team (commissioner)',
    description: 'The commissioner takes a player off a team\'s roster.',
    access: 'commissioner',
    errors: ROSTER_MOVE_ERRORS,
    example: { params: { leagueId: 1 } },
  },
});

// --- lineups ------------------------------------------------------------------------------------

/** Sets starters for a week: each entry moves a rostered player to a slot. */
export const SetLineupBodySchema = z.object({
  players: z.array(z.object({ pid: PidSchema, slot: RosterSlotSchema })).min(1).max(40),
  week: WeekSchema.optional(),
  year: YearSchema.optional(),
});
export type SetLineupBody = z.infer<typeof SetLineupBodySchema>;

/** Answers the roster after the lineup change (week and year default to the current ones). */
export const setLineupEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/teams/:teamId/lineups',
  params: TeamParamsSchema,
  body: SetLineupBodySchema,
  response: z.object({ roster: RosterSchema }),
  auth: true,
  docs: {
    summary: 'Set a lineup',
    description: 'Moves your team\'s players between starting slots and the bench for a week.',
    access: 'owner',
    errors: ROSTER_MOVE_ERRORS,
    example: { params: { teamId: 1 } },
  },
});

// --- team actions: /teams/:teamId/<action> -------------------------------------------------------

/** Sign a free agent (spec: pid, release, slot). `slot` is BENCH or a practice squad slot. */
export const AddFreeAgentBodySchema = z.object({
  pid: PidSchema,
  release: ReleaseListSchema,
  slot: z.union([z.literal(RosterSlot.BENCH), z.literal(RosterSlot.PS)]).default(RosterSlot.BENCH),
});
export type AddFreeAgentBody = z.infer<typeof AddFreeAgentBodySchema>;

/** Answers the signing (and release) transactions and the roster. Signed salary is $0 (spec §5). */
export const addFreeAgentEndpoint = defineEndpoint({
  method: 'POST',
  path: '/teams/:teamId/add',
  params: TeamParamsSchema,
  body: AddFreeAgentBodySchema,
  response: RosterMoveResponseSchema,
  auth: true,
  docs: {
    summary: 'Sign a free agent',
    description: 'Signs a free agent to your team, optionally releasing a player to make room.',
    access: 'owner',
    errors: ROSTER_MOVE_ERRORS,
    example: { params: { teamId: 1 }, body: { pid: 'JOSH-ALLE-2018-1996-05-21' } },
  },
});

/** Release a player. */
export const ReleasePlayerBodySchema = z.object({ pid: PidSchema });
export type ReleasePlayerBody = z.infer<typeof ReleasePlayerBodySchema>;

/** Answers the release transaction and the roster ('Player released'). */
export const ReleasePlayerResponseSchema = z.object({ transaction: TransactionSchema, roster: RosterSchema });
export type ReleasePlayerResponse = z.infer<typeof ReleasePlayerResponseSchema>;

export const releasePlayerEndpoint = defineEndpoint({
  method: 'POST',
  path: '/teams/:teamId/release',
  params: TeamParamsSchema,
  body: ReleasePlayerBodySchema,
  response: ReleasePlayerResponseSchema,
  auth: true,
  docs: {
    summary: 'Release a player',
    description: 'Releases a player from your team.',
    access: 'owner',
    errors: ROSTER_MOVE_ERRORS,
    example: { params: { teamId: 1 }, body: { pid: 'JOSH-ALLE-2018-1996-05-21' } },
  },
});

/**
 * Activate a reserve or practice squad player (spec: activate_pid, reserve_pid, release_pid, slot).
 * Without bench space the caller names a player to release, or one to move to the reserve `slot`.
 */
export const ActivatePlayerBodySchema = z
  .object({
    activate_pid: PidSchema,
    reserve_pid: PidSchema.optional(),
    release_pid: PidSchema.optional(),
    slot: ReserveSlotSchema.optional(),
  })
  .refine((body) => body.reserve_pid === undefined || body.slot !== undefined, {
    message: 'slot is required with reserve_pid',
    path: ['slot'],
  })
  // The refine above in JSON Schema terms, so the published document says it too (the fuzzer found it
  // refused a request the document allowed).
  .meta({ dependentRequired: { reserve_pid: ['slot'] } });
export type ActivatePlayerBody = z.infer<typeof ActivatePlayerBodySchema>;

export const activatePlayerEndpoint = defineEndpoint({
  method: 'POST',
  path: '/teams/:teamId/activate',
  params: TeamParamsSchema,
  body: ActivatePlayerBodySchema,
  response: RosterMoveResponseSchema,
  auth: true,
  docs: {
    summary: 'Activate a player',
    description: 'Moves a player from your practice squad or reserve to the active roster.',
    access: 'owner',
    errors: ROSTER_MOVE_ERRORS,
    example: { params: { teamId: 1 } },
  },
});

/** Move an active player to the practice squad (spec: deactivate_pid, release_pid). */
export const DeactivatePlayerBodySchema = z.object({
  deactivate_pid: PidSchema,
  release_pid: PidSchema.optional(),
});
export type DeactivatePlayerBody = z.infer<typeof DeactivatePlayerBodySchema>;

export const deactivatePlayerEndpoint = defineEndpoint({
  method: 'POST',
  path: '/teams/:teamId/deactivate',
  params: TeamParamsSchema,
  body: DeactivatePlayerBodySchema,
  response: RosterMoveResponseSchema,
  auth: true,
  docs: {
    summary: 'Deactivate a player',
    description: 'Moves an active player to your practice squad.',
    access: 'owner',
    errors: ROSTER_MOVE_ERRORS,
    example: { params: { teamId: 1 } },
  },
});

/** Protect a practice squad player from poaching ('Player designated'). */
export const ProtectPlayerBodySchema = z.object({ pid: PidSchema });
export type ProtectPlayerBody = z.infer<typeof ProtectPlayerBodySchema>;

export const protectPlayerEndpoint = defineEndpoint({
  method: 'POST',
  path: '/teams/:teamId/protect',
  params: TeamParamsSchema,
  body: ProtectPlayerBodySchema,
  response: RosterMoveResponseSchema,
  auth: true,
  docs: {
    summary: 'Protect a practice-squad player',
    description: 'Protects a practice-squad player of your team from poaching.',
    access: 'owner',
    errors: ROSTER_MOVE_ERRORS,
    example: { params: { teamId: 1 } },
  },
});

/**
 * Move a player to a reserve slot: IR, COV or long-term IR (spec: reserve_pid, slot, activate_pid).
 * Without a free IR slot the caller names a reserve player to activate.
 */
export const ReservePlayerBodySchema = z.object({
  reserve_pid: PidSchema,
  slot: ReserveSlotSchema,
  activate_pid: PidSchema.optional(),
});
export type ReservePlayerBody = z.infer<typeof ReservePlayerBodySchema>;

export const reservePlayerEndpoint = defineEndpoint({
  method: 'POST',
  path: '/teams/:teamId/reserve',
  params: TeamParamsSchema,
  body: ReservePlayerBodySchema,
  response: RosterMoveResponseSchema,
  auth: true,
  docs: {
    summary: 'Move a player to reserve',
    description: 'Moves an eligible player of your team to a reserve slot, optionally activating another.',
    access: 'owner',
    errors: ROSTER_MOVE_ERRORS,
    example: { params: { teamId: 1 } },
  },
});

// --- cutlist ------------------------------------------------------------------------------------

/** The cutlist: the team's ordered pids (releases used first when a claim needs room). */
export const CutlistSchema = z.array(PidSchema);
export type Cutlist = z.infer<typeof CutlistSchema>;

export const getCutlistEndpoint = defineEndpoint({
  method: 'GET',
  path: '/teams/:teamId/cutlist',
  params: TeamParamsSchema,
  response: CutlistSchema,
  auth: true,
  docs: {
    summary: 'Read your cutlist',
    description: 'The players your team plans to release, in order.',
    access: 'owner',
    errors: ROSTER_MOVE_ERRORS,
    example: { params: { teamId: 1 } },
  },
});

/** Replace the cutlist (spec: pids, team and league); an empty list clears it ('Updated Cutlist'). */
export const SetCutlistBodySchema = z.object({
  pids: z.array(PidSchema).max(100),
  teamId: IdSchema,
  leagueId: z.number().int().nonnegative(),
});
export type SetCutlistBody = z.infer<typeof SetCutlistBodySchema>;

export const setCutlistEndpoint = defineEndpoint({
  method: 'POST',
  path: '/teams/:teamId/cutlist',
  params: TeamParamsSchema,
  body: SetCutlistBodySchema,
  response: CutlistSchema,
  auth: true,
  docs: {
    summary: 'Set your cutlist',
    description: 'Replaces your team\'s cutlist with the given players, in order.',
    access: 'owner',
    errors: ROSTER_MOVE_ERRORS,
    example: { params: { teamId: 1 } },
  },
});
