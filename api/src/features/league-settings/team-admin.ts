import { getSeason } from '@league/shared-rules';
import { TEAM_ORDER_RULE, type Team, type UpdateTeamBody } from '@league/shared-rules/contracts';
import type { TeamDoc } from '../../db/models/league.model';
import { AppError } from '../../errors/app-error';
import { toLeague, toTeam } from '../leagues/league-view';
import type { SettingsDeps } from './deps';
import { loadLeagueAsCommissioner } from './update-league';

type Flags = { teamtext: boolean; teamvoice: boolean; leaguetext: boolean };

/**
 * PUT /teams/:tid. An owner of the team or the league's commissioner sets its name, abbreviation and
 * image (403 NOT_TEAM_OWNER for anyone else); notification flags belong to an owner's own row, so only
 * an owner sets them. Answers the team and the caller's flags (null when the caller owns no share of it).
 */
export async function updateTeam(deps: SettingsDeps, userId: number, tid: number, body: UpdateTeamBody): Promise<{ team: Team; notifications: Flags | null }> {
  const team = await deps.repos.leagues.findTeam(tid);
  if (!team || team.archived_at) throw AppError.notFound('Team not found');
  const league = await deps.repos.leagues.findById(team.lid);
  const own = (await deps.repos.users.ownersOf(tid)).find((o) => o.userid === userId) ?? null;
  const isCommissioner = league?.commishid === userId;
  if (!own && !isCommissioner) throw AppError.forbidden('Not the owner of this team', 'NOT_TEAM_OWNER');
  const { teamtext, teamvoice, leaguetext, ...identity } = body;
  const flags = Object.fromEntries(Object.entries({ teamtext, teamvoice, leaguetext }).filter(([, v]) => v !== undefined)) as Partial<Flags>;
  if (Object.keys(flags).length && !own) throw AppError.forbidden('Notification settings belong to the team\'s owners', 'NOT_TEAM_OWNER');
  if (Object.keys(identity).length) await deps.repos.leagueSettings.updateTeam(tid, identity);
  if (own && Object.keys(flags).length) await deps.repos.leagueSettings.setOwnerFlags(userId, tid, flags);
  const saved = (await deps.repos.leagues.findTeam(tid))!;
  const row = own ? (await deps.repos.users.ownersOf(tid)).find((o) => o.userid === userId)! : null;
  return { team: toTeam(saved), notifications: row ? { teamtext: row.teamtext, teamvoice: row.teamvoice, leaguetext: row.leaguetext } : null };
}

/**
 * Whether the current season's schedule is in play for the league (or, given `tid`, for that team):
 * matchups exist for the season and it is not finalized. Adding or deleting a team then would leave
 * weeks where a team has no opponent or plays a team that is gone.
 */
async function scheduleInPlay(deps: SettingsDeps, lid: number, tid?: number): Promise<number | null> {
  const { year } = getSeason(deps.now());
  const season = await deps.repos.seasonPlay.findSeason(lid, year);
  if (season?.finalized) return null;
  const matchups = await deps.repos.seasonPlay.matchups(lid, year);
  const involved = tid === undefined ? matchups : matchups.filter((m) => m.tids.includes(tid) || m.hid === tid || m.aid === tid);
  return involved.length ? year : null;
}

/** POST /leagues/:lid/teams: the commissioner adds a team, last in both orders, with a fresh invite code. */
export async function addTeam(deps: SettingsDeps, userId: number, lid: number, body: { name: string; abbrv: string; image?: string | null; div?: number | null }): Promise<Team> {
  const league = await loadLeagueAsCommissioner(deps, lid, userId);
  const year = await scheduleInPlay(deps, lid);
  if (year !== null) throw new AppError('SEASON_UNDER_WAY', `The ${year} schedule is in play; teams can be added once the season is finalized`, 409);
  const rules = toLeague(league, []);
  const teams = await deps.repos.leagues.teamsOf(lid);
  const last = (field: 'waiver_order' | 'draft_order') => teams.reduce((m, t) => Math.max(m, t[field] ?? 0), 0) + 1;
  const team: Omit<TeamDoc, 'uid'> = {
    lid,
    year: getSeason(deps.now()).year,
    div: body.div ?? null,
    name: body.name,
    image: body.image ?? null,
    abbrv: body.abbrv,
    cap: rules.cap,
    faab: rules.faab,
    waiver_order: last('waiver_order'),
    draft_order: last('draft_order'),
    pc: null,
    ac: null,
    invite_code: deps.inviteCode(),
    archived_at: null,
  };
  // the league's size follows its teams when the commissioner outgrows it
  const saved = await deps.repos.leagueSettings.addTeam(team, Math.max(rules.num_teams, teams.length + 1));
  return { ...toTeam(saved), invite_code: saved.invite_code };
}

/**
 * DELETE /leagues/:lid/teams: the commissioner deletes a team. Refused while the team is in the
 * current season's schedule (409 SEASON_UNDER_WAY), still has players this season, pending waiver or
 * poaching claims, or open trades (409 TEAM_NOT_EMPTY: release, cancel or answer them first, so each is a
 * recorded transaction).
 *
 * The team is archived, not erased, and its history stays the league's: its transactions, its matchups
 * and lineups of past seasons (standings of those seasons and the careerlogs still count it), its used
 * draft picks (its selections). Its draft picks not yet used are decided as a commissioner expects of a
 * team that leaves: the picks it holds are voided — nobody would make them, and a draft must not wait on
 * a team that is gone — while its picks another team holds by trade stay with that team (they were paid
 * for), drafted in the original team's place as numbered, or at the end of their round if not yet numbered.
 */
export async function deleteTeam(deps: SettingsDeps, userId: number, lid: number, tid: number): Promise<{ teamId: number; archived_at: number }> {
  const league = await loadLeagueAsCommissioner(deps, lid, userId);
  const team = await deps.repos.leagues.findTeam(tid);
  if (!team || team.lid !== lid || team.archived_at) throw AppError.notFound('Team not found');
  const year = await scheduleInPlay(deps, lid, tid);
  if (year !== null) throw new AppError('SEASON_UNDER_WAY', `${team.name} is in the ${year} schedule; teams can be deleted once the season is finalized`, 409);
  const now = deps.now();
  const rows = await deps.season.leagueRows(lid, getSeason(now).year);
  const held = rows.filter((r) => r.tid === tid).length;
  if (held) throw new AppError('TEAM_NOT_EMPTY', `${team.name} has ${held} players; release them before deleting the team`, 409);
  const [waivers, poaches] = await Promise.all([deps.claims.pendingWaivers(lid, { tid }), deps.claims.pendingPoaches(lid)]);
  const claims = waivers.length + poaches.filter((p) => p.tid === tid).length;
  if (claims) throw new AppError('TEAM_NOT_EMPTY', `${team.name} has ${claims} pending claims; cancel them before deleting the team`, 409);
  const open = (await deps.trades.list(lid, { tids: [tid] })).filter((t) => t.open);
  if (open.length) throw new AppError('TEAM_NOT_EMPTY', `${team.name} is in ${open.length} open trades; cancel or answer them before deleting the team`, 409);
  const teams = await deps.repos.leagues.teamsOf(lid);
  const rules = toLeague(league, []);
  // the league shrinks with its teams when it was full, and never below two
  const numTeams = rules.num_teams === teams.length ? Math.max(2, teams.length - 1) : rules.num_teams;
  if (!(await deps.repos.leagueSettings.archiveTeam(lid, tid, now, numTeams))) throw AppError.notFound('Team not found');
  return { teamId: tid, archived_at: now };
}

/** PUT /leagues/:lid/teams/order: every team once, first to last (400 INVALID_PARAMS otherwise). */
export async function setTeamOrder(deps: SettingsDeps, userId: number, lid: number, order: 'waiver_order' | 'draft_order', tids: number[]): Promise<{ teams: Team[] }> {
  await loadLeagueAsCommissioner(deps, lid, userId);
  const teams = await deps.repos.leagues.teamsOf(lid);
  const ids = new Set(teams.map((t) => t.uid));
  if (tids.length !== ids.size || tids.some((t) => !ids.has(t))) {
    throw AppError.invalid(TEAM_ORDER_RULE, { tids: TEAM_ORDER_RULE });
  }
  await deps.repos.leagueSettings.setOrder(lid, order, tids);
  return { teams: (await deps.repos.leagues.teamsOf(lid)).map((t) => ({ ...toTeam(t), invite_code: t.invite_code ?? null })) };
}

/** POST /leagues/:lid/teams/:tid/invite: a fresh single-use code replaces the team's old one. */
export async function newInviteCode(deps: SettingsDeps, userId: number, lid: number, tid: number): Promise<{ teamId: number; invite_code: string }> {
  await loadLeagueAsCommissioner(deps, lid, userId);
  const team = await deps.repos.leagues.findTeam(tid);
  if (!team || team.lid !== lid || team.archived_at) throw AppError.notFound('Team not found');
  const code = deps.inviteCode();
  await deps.repos.leagueSettings.setInviteCode(tid, code);
  return { teamId: tid, invite_code: code };
}
