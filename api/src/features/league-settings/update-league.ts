import {
  findLeagueBreaks,
  getSeason,
  LEAGUE_SETTING_FIELDS,
  leagueHashes,
  ROSTER_CHECKED_FIELDS,
  validateLeagueSettings,
  type League as RulesLeague,
} from '@league/shared-rules';
import type { League, LeagueSettingChange, UpdateLeagueBody } from '@league/shared-rules/contracts';
import type { LeagueDoc } from '../../db/models/league.model';
import type { SettingChange } from '../../db/repositories/league-settings.repository';
import { AppError } from '../../errors/app-error';
import { toLeague, toLeagueWithHashes } from '../leagues/league-view';
import type { SettingsDeps } from './deps';

/** How many recorded changes the history answers. */
export const SETTINGS_HISTORY_LIMIT = 200;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Loads the league or answers 404; only its commissioner goes on (403 NOT_COMMISSIONER). */
export async function loadLeagueAsCommissioner(deps: SettingsDeps, lid: number, userId: number): Promise<LeagueDoc> {
  const league = await deps.repos.leagues.findById(lid);
  if (!league) throw AppError.notFound(`League ${lid} not found`);
  if (league.commishid !== userId) throw AppError.forbidden('Only the commissioner may do this', 'NOT_COMMISSIONER');
  return league;
}

/** Whether a week of the league's current season is under way: the league has matchups in the current week. */
export async function isMidSeason(deps: SettingsDeps, lid: number, now: number): Promise<boolean> {
  const { year, week } = getSeason(now);
  if (week === 0) return false;
  return (await deps.repos.seasonPlay.matchups(lid, year, week)).length > 0;
}

/**
 * PUT /leagues/:lid. The commissioner's change is checked whole before anything is written: rules
 * between fields (400 INVALID_PARAMS, field details), then what the current rosters can live with
 * (409 SETTING_BREAKS_LEAGUE, field details naming the team). The write sets the fields, the two
 * format hashes and one history row per changed field in one transaction, guarded by the values read,
 * so a concurrent change answers 409 CONFLICT rather than being overwritten.
 */
export async function updateLeague(deps: SettingsDeps, userId: number, lid: number, body: UpdateLeagueBody): Promise<League> {
  const doc = await loadLeagueAsCommissioner(deps, lid, userId);
  const current = toLeague(doc, []);
  const next = { ...current, ...body } as League;
  const errors = validateLeagueSettings(next);
  if (Object.keys(errors).length) throw AppError.invalid(Object.values(errors)[0], errors);

  const now = deps.now();
  const { year } = getSeason(now);
  // rosters are read only when a setting they are checked against changes (a rename reads none)
  const readRosters = Object.keys(body).some((f) => ROSTER_CHECKED_FIELDS.has(f) && !same((current as Record<string, unknown>)[f], (body as Record<string, unknown>)[f]));
  const [teams, rows, midSeason] = await Promise.all([
    deps.repos.leagues.teamsOf(lid),
    readRosters ? deps.season.leagueRows(lid, year) : Promise.resolve([]),
    readRosters ? isMidSeason(deps, lid, now) : Promise.resolve(false),
  ]);
  const byTeam = new Map<number, typeof rows>();
  for (const r of rows) byTeam.set(r.tid, [...(byTeam.get(r.tid) ?? []), r]);
  const rosters = readRosters ? teams.map((t) => ({ tid: t.uid, name: t.name, players: byTeam.get(t.uid) ?? [] })) : [];
  const breaks = findLeagueBreaks(current as unknown as RulesLeague, next as unknown as RulesLeague, { rosters, teamCount: teams.length, midSeason, now });
  if (breaks.length) {
    const details: Record<string, string> = {};
    for (const b of breaks) details[b.field] ??= b.message;
    throw new AppError('SETTING_BREAKS_LEAGUE', breaks[0].message, 409, details);
  }

  const stored = doc as unknown as Record<string, unknown>;
  const changes: SettingChange[] = LEAGUE_SETTING_FIELDS.filter((f) => f in body && !same((current as Record<string, unknown>)[f], (body as Record<string, unknown>)[f])).map((field) => ({
    field,
    stored: stored[field],
    old: (current as Record<string, unknown>)[field] ?? null,
    new: (body as Record<string, unknown>)[field],
  }));
  if (changes.length) {
    const hashes = leagueHashes(next as unknown as Record<string, number>);
    const written = await deps.repos.leagueSettings.updateLeague(lid, changes, hashes, { userid: userId, timestamp: now });
    if (!written) throw AppError.conflict('The settings changed meanwhile; reload and try again');
  }
  const saved = await deps.repos.leagues.findById(lid);
  return toLeagueWithHashes(saved!, await deps.repos.leagues.yearsOf(lid));
}

/** GET /leagues/:lid/settings/history: newest first, with the changer's username. */
export async function listSettingChanges(deps: SettingsDeps, lid: number): Promise<{ changes: LeagueSettingChange[] }> {
  if (lid === 0) return { changes: [] };
  if (!(await deps.repos.leagues.findById(lid))) throw AppError.notFound(`League ${lid} not found`);
  const rows = await deps.repos.leagueSettings.listChanges(lid, SETTINGS_HISTORY_LIMIT);
  const names = new Map<number, string | null>();
  for (const id of new Set(rows.map((r) => r.userid))) names.set(id, (await deps.repos.users.findById(id))?.username ?? null);
  return { changes: rows.map((r) => ({ uid: r.uid, lid: r.lid, field: r.field, old: r.old, new: r.new, userid: r.userid, username: names.get(r.userid) ?? null, timestamp: r.timestamp })) };
}
