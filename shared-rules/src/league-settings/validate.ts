import { LINEUP_SLOT_FIELDS } from './fields';

/** League settings as the checks read them: the stored league with a change applied. */
export type SettingsValues = Readonly<Record<string, unknown>>;

/** Field -> message; empty when the settings hold together. */
export type FieldErrors = Record<string, string>;

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);


/** The last regular and playoff week a league can use (spec §9: weeks 1-14 regular, 1-17 total). */
export const LAST_FANTASY_WEEK = 17;

/** The messages of {@link validateLeagueSettings}, for the published document (`x-rules`). */
export const LEAGUE_SETTINGS_RULES = {
  freeAgency: 'Free agency must end after it starts',
  liveAuction: 'The live auction must end after it starts',
  transition: 'The transition period must end after it starts',
  draftHours: 'The last draft hour must be after the first',
  minBid: 'The minimum bid cannot exceed the salary cap',
  starters: 'A lineup needs at least one starter',
  championshipDistinct: 'Championship weeks must be different weeks',
  championshipRange: `Championship weeks must be between 1 and ${LAST_FANTASY_WEEK}`,
  wildcard: 'The wildcard week must come before the championship weeks',
} as const;

/**
 * Rules between fields that a per-field schema cannot say (the contract checks each field's own
 * range): a window ends after it starts, the draft's first hour comes before its last, a minimum bid
 * fits under the cap, a lineup has at least one starter, and the wildcard week comes before the
 * championship weeks, which are distinct weeks within the season.
 */
export function validateLeagueSettings(s: SettingsValues): FieldErrors {
  const errors: FieldErrors = {};
  const R = LEAGUE_SETTINGS_RULES;
  const after = (start: string, end: string, message: string) => {
    const a = num(s[start]);
    const b = num(s[end]);
    if (a !== null && b !== null && b <= a) errors[end] = message;
  };
  after('free_agency_period_start', 'free_agency_period_end', R.freeAgency);
  after('free_agency_live_auction_start', 'free_agency_live_auction_end', R.liveAuction);
  after('tran_start', 'tran_end', R.transition);

  const hourMin = num(s.draft_hour_min);
  const hourMax = num(s.draft_hour_max);
  if (hourMin !== null && hourMax !== null && hourMax <= hourMin) errors.draft_hour_max = R.draftHours;

  const cap = num(s.cap);
  const minBid = num(s.min_bid);
  if (cap !== null && minBid !== null && minBid > cap) errors.min_bid = R.minBid;

  const starters = LINEUP_SLOT_FIELDS.reduce((sum, f) => sum + (num(s[f]) ?? 0), 0);
  if (starters < 1) errors.sqb = R.starters;

  const rounds = Array.isArray(s.championship_round) ? (s.championship_round as number[]) : [];
  if (new Set(rounds).size !== rounds.length) errors.championship_round = R.championshipDistinct;
  else if (rounds.some((w) => w < 1 || w > LAST_FANTASY_WEEK)) errors.championship_round = R.championshipRange;
  const wildcard = num(s.wildcard_round);
  if (wildcard !== null && rounds.length > 0 && wildcard >= Math.min(...rounds)) {
    errors.wildcard_round = R.wildcard;
  }
  return errors;
}
