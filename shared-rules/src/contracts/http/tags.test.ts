import {
  AddTagBodySchema,
  RemoveTagBodySchema,
  RestrictedFreeAgencyBidBodySchema,
  RestrictedFreeAgencyNominationResponseSchema,
  cancelRestrictedFreeAgentNominationEndpoint,
  placeRestrictedFreeAgencyBidEndpoint,
} from './tags';

const PID = 'JOSH-ALLE-2018-1996-05-21';
const OTHER = 'JAMA-CHAS-2021-2000-03-01';

describe('tags contracts', () => {
  it('accepts franchise and rookie tags only on POST /tag', () => {
    expect(AddTagBodySchema.safeParse({ pid: PID, tag: 2, remove: OTHER }).success).toBe(true);
    expect(AddTagBodySchema.safeParse({ pid: PID, tag: 3 }).success).toBe(true);
    expect(AddTagBodySchema.safeParse({ pid: PID, tag: 4 }).success).toBe(false);
    expect(AddTagBodySchema.safeParse({ pid: PID, tag: 1 }).success).toBe(false);
  });

  it('needs pid and teamId to remove a tag', () => {
    expect(RemoveTagBodySchema.safeParse({ pid: PID }).success).toBe(false);
    expect(RemoveTagBodySchema.parse({ pid: PID, teamId: 3 })).toEqual({ pid: PID, teamId: 3 });
  });

  it('validates RFA bids as whole dollars with the spec field names', () => {
    const body = { pid: PID, playerTid: 2, teamId: 5, bid: 14 };
    expect(RestrictedFreeAgencyBidBodySchema.parse(body)).toEqual({ ...body, release: [] });
    expect(RestrictedFreeAgencyBidBodySchema.safeParse({ ...body, bid: 1.5 }).success).toBe(false);
    expect(RestrictedFreeAgencyBidBodySchema.safeParse({ ...body, playerTid: undefined }).success).toBe(false);
    expect(placeRestrictedFreeAgencyBidEndpoint.path).toBe('/teams/:teamId/tag/restricted-free-agency');
  });

  it('answers a cancelled nomination with a null time', () => {
    expect(cancelRestrictedFreeAgentNominationEndpoint.method).toBe('DELETE');
    expect(RestrictedFreeAgencyNominationResponseSchema.parse({ pid: PID, nominated: null }).nominated).toBeNull();
    expect(RestrictedFreeAgencyNominationResponseSchema.safeParse({ pid: PID }).success).toBe(false);
  });
});
