import { getSeason } from '@league/shared-rules';
import type {
  DeleteProjectionBody,
  DeleteProjectionResponse,
  ListProjectionsQuery,
  ProjectionRow,
  SetProjectionBody,
  Source,
} from '@league/shared-rules/contracts';
import type { Repositories } from '../../db/repositories';
import type { ProjectionDoc } from '../../db/models/projection.model';
import { AppError } from '../../errors/app-error';

export const DEFAULT_WEIGHT = 1;

/** GET /sources — every source with the caller's weight (visitors: the default). */
export async function listSources(repos: Repositories, userId: number | null): Promise<Source[]> {
  const [sources, weights] = await Promise.all([repos.projections.sources(), userId === null ? new Map<number, number>() : repos.projections.weights(userId)]);
  return sources.map((s) => ({ uid: s.uid, name: s.name, url: s.url, weight: weights.get(s.uid) ?? DEFAULT_WEIGHT }));
}

/** PUT /sources/:sourceId — the caller's weight for a known source. */
export async function setSourceWeight(repos: Repositories, userId: number, sourceId: number, weight: number): Promise<Source> {
  const source = (await repos.projections.sources()).find((s) => s.uid === sourceId);
  if (!source) throw AppError.notFound(`Source ${sourceId} not found`);
  await repos.projections.setWeight(userId, sourceId, weight);
  return { uid: source.uid, name: source.name, url: source.url, weight };
}

async function knownPlayer(repos: Repositories, pid: string): Promise<void> {
  if (!(await repos.players.findByPid(pid))) throw AppError.notFound(`Player ${pid} not found`);
}

function toRow(doc: ProjectionDoc): ProjectionRow {
  return doc as ProjectionRow;
}

/** GET /projections/:pid — the sources' rows and the caller's own rows of a season. */
export async function getProjections(repos: Repositories, pid: string, year: number | undefined, userId: number | null, now: number): Promise<ProjectionRow[]> {
  await knownPlayer(repos, pid);
  return (await repos.projections.playerRows(pid, year ?? getSeason(now).year, userId)).map(toRow);
}

/** GET /projections — the pool's rows of the season from a week on (default the current week, at least 1). */
export async function listProjections(repos: Repositories, query: ListProjectionsQuery, userId: number | null, now: number): Promise<ProjectionRow[]> {
  const season = getSeason(now);
  const fromWeek = query.from_week ?? Math.max(1, season.week);
  return (await repos.projections.seasonRows(query.year ?? season.year, fromWeek, userId)).map(toRow);
}

/** PUT /projections/:pid — one stat of the caller's own row for a week of the current season. */
export async function setOwnProjection(repos: Repositories, pid: string, userId: number, body: SetProjectionBody, now: number): Promise<ProjectionRow> {
  await knownPlayer(repos, pid);
  const year = getSeason(now).year;
  return toRow(await repos.projections.setOwn(pid, year, body.week, userId, { [body.type]: body.value }, now));
}

/** DELETE /projections/:pid — removes the caller's own rows of a week; another user's id is refused. */
export async function deleteOwnProjection(repos: Repositories, pid: string, userId: number, body: DeleteProjectionBody, now: number): Promise<DeleteProjectionResponse> {
  if (body.userId !== undefined && body.userId !== userId) throw AppError.forbidden("Only a projection's own user can delete it");
  await knownPlayer(repos, pid);
  const deleted = await repos.projections.deleteOwn(pid, getSeason(now).year, body.week, userId);
  return { pid, week: body.week, deleted };
}
