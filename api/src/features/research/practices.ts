import type { PracticeReport } from '@league/shared-rules/contracts';
import type { Repositories } from '../../db/repositories';
import type { Row } from '../../db/repositories/nfl.repository';
import { AppError } from '../../errors/app-error';

const DAY_KEYS = ['m', 'tu', 'w', 'th', 'f', 's', 'su'] as const;

function text(row: Row, key: string): string | null {
  const v = row[key];
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : null;
}

function joined(...parts: Array<string | null>): string | null {
  const list = parts.filter((p): p is string => p !== null);
  return list.length ? list.join(', ') : null;
}

/**
 * One injuries row as a practice report. The nflverse report has one practice participation per
 * week; daily columns (m … su) are read when a loaded feed has them, never filled in.
 */
export function toPracticeReport(row: Row): PracticeReport {
  const report: PracticeReport = {
    year: Number(row.season),
    week: Number(row.week),
    seas_type: text(row, 'season_type') ?? 'REG',
    team: text(row, 'team'),
    status: text(row, 'report_status'),
    inj: joined(text(row, 'report_primary_injury'), text(row, 'report_secondary_injury')),
    practice_status: text(row, 'practice_status'),
    practice_inj: joined(text(row, 'practice_primary_injury'), text(row, 'practice_secondary_injury')),
    m: null,
    tu: null,
    w: null,
    th: null,
    f: null,
    s: null,
    su: null,
  };
  for (const day of DAY_KEYS) report[day] = text(row, day);
  return report;
}

/** GET /players/:pid/practices — newest first. */
export async function getPlayerPractices(repos: Repositories, pid: string): Promise<PracticeReport[]> {
  const player = await repos.players.findByPid(pid);
  if (!player) throw AppError.notFound(`Player ${pid} not found`);
  const rows = await repos.nfl.all('injuries', { pid });
  return rows.map(toPracticeReport).sort((a, b) => b.year - a.year || b.week - a.week);
}
