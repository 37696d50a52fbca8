import { useState } from 'react';
import type { Gamelog, NflGame, TeamSeasonlogs } from '@league/shared-rules/contracts';
import { EmptyState } from '@league/shell/kit';
import { loadOpponentGamelogs } from '../data/research-api';
import type { ApiContext } from '../data/http';
import { currentWeek, scheduleWeeks, weekLabel, type ScheduleWeek } from './schedule-model';
import { TabPanel, Tabs } from './Tabs';
import { fixed, Loaded, Note, ScrollTable } from './ui';

export interface ScheduleTabProps {
  ctx: ApiContext;
  leagueId: number;
  team: string;
  pos: Gamelog['pos'];
  year: number;
  games: NflGame[];
  seasonlogs: TeamSeasonlogs;
  /** The NFL week now (0 outside the season): the tab opens on it. */
  nflWeek: number;
  /** Player names for the opponent gamelogs (the page's player list). */
  nameOf: (pid: string) => string;
}

const NFL_TAB = 'nfl';

/** Spec §2 Schedule tab: a tab per week (W{week}, @ when away, BYE), points against and opponent gamelogs, and the NFL schedule. */
export function ScheduleTab({ ctx, leagueId, team, pos, year, games, seasonlogs, nflWeek, nameOf }: ScheduleTabProps) {
  const weeks = scheduleWeeks(games, team);
  const start = currentWeek(weeks, nflWeek);
  const [selected, setSelected] = useState<string>(start ? String(start.week) : NFL_TAB);
  if (weeks.length === 0) return <EmptyState>No {year} NFL schedule for {team}.</EmptyState>;
  const tabs = [{ id: NFL_TAB, label: 'NFL Schedule' }, ...weeks.map((w) => ({ id: String(w.week), label: weekLabel(w) }))];
  const week = weeks.find((w) => String(w.week) === selected);
  return (
    <div>
      <Tabs label={`${year} schedule`} prefix="schedule" tabs={tabs} selected={selected} onSelect={setSelected} />
      <TabPanel prefix="schedule" id={selected}>
        {selected === NFL_TAB || !week ? (
          <NflSchedule weeks={weeks} team={team} pos={pos} seasonlogs={seasonlogs} year={year} />
        ) : (
          <WeekPanel ctx={ctx} leagueId={leagueId} week={week} pos={pos} seasonlogs={seasonlogs} nameOf={nameOf} />
        )}
      </TabPanel>
    </div>
  );
}

function against(seasonlogs: TeamSeasonlogs, opp: string, pos: string) {
  return seasonlogs.teams[opp]?.[`${pos}_AGAINST_ADJ`] ?? null;
}

function NflSchedule({ weeks, team, pos, seasonlogs, year }: { weeks: ScheduleWeek[]; team: string; pos: string; seasonlogs: TeamSeasonlogs; year: number }) {
  return (
    <ScrollTable label={`${team} ${year} schedule`}>
      <table>
        <caption>
          {team} {year} schedule
        </caption>
        <thead>
          <tr>
            <th scope="col">Wk</th>
            <th scope="col">Opp</th>
            <th scope="col">Date</th>
            <th scope="col">Result</th>
            <th scope="col">{pos} Pts Against (adj)</th>
            <th scope="col">Rank</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((w) => {
            if (w.kind === 'bye') {
              return (
                <tr key={w.week}>
                  <td>{w.week}</td>
                  <td colSpan={5}>BYE</td>
                </tr>
              );
            }
            const adj = against(seasonlogs, w.opp, pos);
            const g = w.game;
            const mine = g.h === team ? g.home_score : g.away_score;
            const theirs = g.h === team ? g.away_score : g.home_score;
            return (
              <tr key={w.week}>
                <td>{w.week}</td>
                <td>{`${w.away ? '@' : ''}${w.opp}`}</td>
                <td>{`${g.date}${g.time_est ? ` ${g.time_est} ET` : ''}`}</td>
                <td>{mine === null || theirs === null ? '–' : `${mine > theirs ? 'W' : mine < theirs ? 'L' : 'T'} ${mine}–${theirs}`}</td>
                <td>{adj ? fixed(adj.pts) : '–'}</td>
                <td>{adj ? adj.rnk : '–'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {seasonlogs.year !== null && (
        <Note>
          Points against: fantasy points per game the opponent allowed to {pos}s in {seasonlogs.year} over what those offences average
          (rank 1 allows the most).
        </Note>
      )}
    </ScrollTable>
  );
}

function WeekPanel({ ctx, leagueId, week, pos, seasonlogs, nameOf }: { ctx: ApiContext; leagueId: number; week: ScheduleWeek; pos: Gamelog['pos']; seasonlogs: TeamSeasonlogs; nameOf: (pid: string) => string }) {
  if (week.kind === 'bye') return <EmptyState>BYE</EmptyState>;
  const adj = against(seasonlogs, week.opp, pos);
  const year = seasonlogs.year;
  return (
    <div>
      <p style={{ margin: '4px 0 8px', fontSize: 14 }}>
        Week {week.week} {week.away ? 'at' : 'vs'} <strong>{week.opp}</strong>
        {adj && year !== null ? ` · ${year} ${pos} points against (adj) ${fixed(adj.pts)}, rank ${adj.rnk}` : ''}
      </p>
      {year === null ? (
        <Note>No season has stats yet, so there are no opponent gamelogs.</Note>
      ) : (
        <Loaded
          loadKey={`${year}|${week.opp}|${pos}|${leagueId}`}
          load={() => loadOpponentGamelogs(ctx, year, week.opp, pos, leagueId)}
          label={`Loading ${week.opp} opponent gamelogs`}
        >
          {(logs) => <OpponentGamelogs logs={logs} opp={week.opp} pos={pos} year={year} nameOf={nameOf} />}
        </Loaded>
      )}
    </div>
  );
}

function OpponentGamelogs({ logs, opp, pos, year, nameOf }: { logs: Gamelog[]; opp: string; pos: string; year: number; nameOf: (pid: string) => string }) {
  if (logs.length === 0) return <EmptyState>No {pos} games against {opp} in {year}.</EmptyState>;
  return (
    <ScrollTable label={`${pos}s against ${opp} in ${year}`}>
      <table>
        <caption>
          {pos}s against {opp} in {year}
        </caption>
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col">Wk</th>
            <th scope="col">Tm</th>
            <th scope="col">Pts</th>
            <th scope="col">Pos Rk</th>
          </tr>
        </thead>
        <tbody>
          {logs.slice(0, 25).map((g) => (
            <tr key={`${g.pid}-${g.week}`}>
              <td>{nameOf(g.pid)}</td>
              <td>{g.week}</td>
              <td>{g.tm}</td>
              <td>{fixed(g.pts)}</td>
              <td>{g.pos_rnk ?? '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}
