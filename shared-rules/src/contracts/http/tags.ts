import { z } from 'zod';
import { defineEndpoint } from './define-endpoint';
import { ROSTER_MOVE_ERRORS } from './error-sets';
import { IdSchema, MoneySchema, PidSchema, TagType, TagTypeSchema, TeamParamsSchema, UnixSecondsSchema } from './entities/common';
import { RestrictedFreeAgencyBidSchema } from './entities/restricted-free-agency-bid';

/**
 * Tags and restricted free agency (spec §7 "Rosters and team actions", §4 "Tags", §5). Payload
 * fields are the ones §7 lists: add tag (remove, tag, pid), remove tag (pid, teamId), RFA add and
 * update (pid, release, playerTid, teamId, bid, remove), RFA nominate (pid).
 */

/** A list of conditional releases; absent means none. */
const ReleaseListSchema = z.array(PidSchema).max(20).default([]);

/**
 * Tag a player (spec: remove, tag, pid). `remove` names a tagged player who reverts to regular to
 * make room when the tag set is full. Franchise and rookie tags only: RFA tags go through the
 * restricted-free-agency calls, and DELETE resets a player to regular.
 */
export const AddTagBodySchema = z.object({
  pid: PidSchema,
  tag: z.union([z.literal(TagType.FRANCHISE), z.literal(TagType.ROOKIE)]),
  remove: PidSchema.optional(),
});
export type AddTagBody = z.infer<typeof AddTagBodySchema>;

/** The tag change: the tagged pid and tag, and the pid reverted to regular (or null). */
export const TagChangeResponseSchema = z.object({ pid: PidSchema, tag: TagTypeSchema, remove: PidSchema.nullable() });
export type TagChangeResponse = z.infer<typeof TagChangeResponseSchema>;

export const addTagEndpoint = defineEndpoint({
  method: 'POST',
  path: '/teams/:teamId/tag',
  params: TeamParamsSchema,
  body: AddTagBodySchema,
  response: TagChangeResponseSchema,
  auth: true,
  docs: {
    summary: 'Tag a player',
    description: 'Places a franchise, rookie or other tag on a player of your team.',
    access: 'owner',
    errors: ROSTER_MOVE_ERRORS,
    example: { params: { teamId: 1 } },
  },
});

/** Remove a tag (spec: pid, teamId): the player reverts to regular and loses any bid. */
export const RemoveTagBodySchema = z.object({ pid: PidSchema, teamId: IdSchema });
export type RemoveTagBody = z.infer<typeof RemoveTagBodySchema>;

export const removeTagEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/teams/:teamId/tag',
  params: TeamParamsSchema,
  body: RemoveTagBodySchema,
  response: TagChangeResponseSchema,
  auth: true,
  docs: {
    summary: 'Remove a tag',
    description: 'Removes a tag from a player of your team.',
    access: 'owner',
    errors: ROSTER_MOVE_ERRORS,
    example: { params: { teamId: 1 } },
  },
});

// Restricted free agency

/**
 * Place or update an RFA tag or bid (spec: pid, release, playerTid, teamId, bid, remove). The
 * original team (`playerTid === teamId`) tags its own player; other teams bid on him. `remove`
 * names an RFA-tagged player who reverts to regular when the tag limit is reached.
 */
export const RestrictedFreeAgencyBidBodySchema = z.object({
  pid: PidSchema,
  release: ReleaseListSchema,
  playerTid: IdSchema,
  teamId: IdSchema,
  bid: MoneySchema,
  remove: PidSchema.optional(),
});
export type RestrictedFreeAgencyBidBody = z.infer<typeof RestrictedFreeAgencyBidBodySchema>;

/** The stored bid plus the pid reverted to regular (or null). */
export const RestrictedFreeAgencyBidResponseSchema = RestrictedFreeAgencyBidSchema.extend({
  remove: PidSchema.nullable(),
});
export type RestrictedFreeAgencyBidResponse = z.infer<typeof RestrictedFreeAgencyBidResponseSchema>;

export const placeRestrictedFreeAgencyBidEndpoint = defineEndpoint({
  method: 'POST',
  path: '/teams/:teamId/tag/restricted-free-agency',
  params: TeamParamsSchema,
  body: RestrictedFreeAgencyBidBodySchema,
  response: RestrictedFreeAgencyBidResponseSchema,
  auth: true,
  docs: {
    summary: 'Bid on a restricted free agent',
    description: 'Places your team\'s bid on another team\'s restricted free agent.',
    access: 'owner',
    errors: ROSTER_MOVE_ERRORS,
    example: { params: { teamId: 1 } },
  },
});

export const updateRestrictedFreeAgencyBidEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/teams/:teamId/tag/restricted-free-agency',
  params: TeamParamsSchema,
  body: RestrictedFreeAgencyBidBodySchema,
  response: RestrictedFreeAgencyBidResponseSchema,
  auth: true,
  docs: {
    summary: 'Change a restricted-free-agency bid',
    description: 'Changes your team\'s bid on a restricted free agent.',
    access: 'owner',
    errors: ROSTER_MOVE_ERRORS,
    example: { params: { teamId: 1 } },
  },
});

/**
 * The team's live restricted free agency bids (neither cancelled nor processed), for its owner:
 * bids on other teams' announced players and the team's own RFA tag record (`tid === player_tid`).
 * The player menu reads them to offer Update and Remove instead of Place (spec §2).
 */
export const RestrictedFreeAgencyBidListSchema = z.array(RestrictedFreeAgencyBidSchema);
export type RestrictedFreeAgencyBidList = z.infer<typeof RestrictedFreeAgencyBidListSchema>;

export const listRestrictedFreeAgencyBidsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/teams/:teamId/tag/restricted-free-agency',
  params: TeamParamsSchema,
  response: RestrictedFreeAgencyBidListSchema,
  auth: true,
  docs: {
    summary: 'List your restricted-free-agency bids',
    description: 'Your team\'s bids on other teams\' restricted free agents.',
    access: 'owner',
    errors: ROSTER_MOVE_ERRORS,
    example: { params: { teamId: 1 } },
  },
});

/** Cancel a bid or the own RFA tag ('Restricted Free Agency Bid Cancelled'). */
export const CancelRestrictedFreeAgencyBidBodySchema = z.object({ pid: PidSchema, teamId: IdSchema });
export type CancelRestrictedFreeAgencyBidBody = z.infer<typeof CancelRestrictedFreeAgencyBidBodySchema>;

/** Answers the cancelled bid (its `cancelled` set). */
export const cancelRestrictedFreeAgencyBidEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/teams/:teamId/tag/restricted-free-agency',
  params: TeamParamsSchema,
  body: CancelRestrictedFreeAgencyBidBodySchema,
  response: RestrictedFreeAgencyBidSchema,
  auth: true,
  docs: {
    summary: 'Cancel a restricted-free-agency bid',
    description: 'Withdraws your team\'s bid on a restricted free agent.',
    access: 'owner',
    errors: ROSTER_MOVE_ERRORS,
    example: { params: { teamId: 1 } },
  },
});

/** Nominate (or un-nominate) the team's RFA-tagged player for announcement (spec: pid). */
export const RestrictedFreeAgencyNominationBodySchema = z.object({ pid: PidSchema });
export type RestrictedFreeAgencyNominationBody = z.infer<typeof RestrictedFreeAgencyNominationBodySchema>;

/** `nominated` is when he was nominated (unix seconds), null after cancelling. One per team. */
export const RestrictedFreeAgencyNominationResponseSchema = z.object({
  pid: PidSchema,
  nominated: UnixSecondsSchema.nullable(),
});
export type RestrictedFreeAgencyNominationResponse = z.infer<typeof RestrictedFreeAgencyNominationResponseSchema>;

export const nominateRestrictedFreeAgentEndpoint = defineEndpoint({
  method: 'POST',
  path: '/teams/:teamId/tag/restricted-free-agency/nominate',
  params: TeamParamsSchema,
  body: RestrictedFreeAgencyNominationBodySchema,
  response: RestrictedFreeAgencyNominationResponseSchema,
  auth: true,
  docs: {
    summary: 'Nominate a restricted free agent',
    description: 'Designates one of your team\'s players as a restricted free agent.',
    access: 'owner',
    errors: ROSTER_MOVE_ERRORS,
    example: { params: { teamId: 1 } },
  },
});

export const cancelRestrictedFreeAgentNominationEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/teams/:teamId/tag/restricted-free-agency/nominate',
  params: TeamParamsSchema,
  body: RestrictedFreeAgencyNominationBodySchema,
  response: RestrictedFreeAgencyNominationResponseSchema,
  auth: true,
  docs: {
    summary: 'Cancel a restricted-free-agent nomination',
    description: 'Withdraws your team\'s restricted-free-agent nomination.',
    access: 'owner',
    errors: ROSTER_MOVE_ERRORS,
    example: { params: { teamId: 1 } },
  },
});
