import { useState } from 'react';
import type { TeamCareerlog, UserCareerlog } from '@league/shared-rules/contracts';
import { EmptyState, ErrorState, SkeletonList, useLoad } from '@league/shell/kit';
import type { ApiContext } from '../data/http';
import { loadCareerlogs } from '../data/season-api';
import { Card, Controls, ScrollTable } from '../shared/ui';

type Line = TeamCareerlog | UserCareerlog;

const pct = (w: number, l: number, t: number) => (w + l + t > 0 ? ((w + t / 2) / (w + l + t)).toFixed(3).replace(/^0/, '') : '-');
const place = (n: number | null) => (n === null ? '-' : `${n}${n % 10 === 1 && n % 100 !== 11 ? 'st' : n % 10 === 2 && n % 100 !== 12 ? 'nd' : n % 10 === 3 && n % 100 !== 13 ? 'rd' : 'th'}`);
const num = (v: unknown) => (typeof v === 'number' ? v : null);

/**
 * League history (spec §2 "League careerlogs (per user and per team)"): every season the league has
 * played summed per team or per owner — record, all-play record, points, titles and appearances, the best
 * finish — led by the most championships, then wins. Each cell's league rank is in its title.
 */
export function Careerlogs({ ctx, leagueId, teamName }: { ctx: ApiContext; leagueId: number; teamName: (tid: number) => string }) {
  const [by, setBy] = useState<'teams' | 'users'>('teams');
  const { state, retry } = useLoad(`${ctx.apiBase}|${leagueId}|careerlogs`, (signal) => loadCareerlogs(ctx, leagueId, signal));
  const body = () => {
    if (state.status === 'loading') return <SkeletonList rows={6} label="Loading league history" />;
    if (state.status === 'error') return <ErrorState message={state.message} onRetry={retry} />;
    const lines: Line[] = [...state.data[by]].sort((a, b) => Number(b.championships) - Number(a.championships) || Number(b.wins) - Number(a.wins) || Number(b.pf) - Number(a.pf));
    if (lines.length === 0) return <EmptyState>No season has been played yet.</EmptyState>;
    // the contract's lines carry any further metric as a number, so a team is told from a user by `by`
    const nameOf = (l: Line) => (by === 'teams' ? teamName((l as TeamCareerlog).tid) : (l as UserCareerlog).username);
    const keyOf = (l: Line) => (by === 'teams' ? `t${(l as TeamCareerlog).tid}` : `u${(l as UserCareerlog).userid}`);
    const cell = (l: Line, metric: string, text: string | number) => <td title={l.ranks[metric] ? `Rank ${l.ranks[metric]}` : undefined}>{text}</td>;
    return (
      <ScrollTable label={by === 'teams' ? 'League history by team' : 'League history by owner'}>
        <thead>
          <tr>
            <th scope="col">{by === 'teams' ? 'Team' : 'Owner'}</th>
            <th scope="col">Seasons</th>
            <th scope="col">Record</th>
            <th scope="col">Win %</th>
            <th scope="col">All-play</th>
            <th scope="col">PF</th>
            <th scope="col">PA</th>
            <th scope="col">Titles</th>
            <th scope="col">Playoffs</th>
            <th scope="col">Byes</th>
            <th scope="col">Weekly highs</th>
            <th scope="col">Best finish</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => (
            <tr key={keyOf(l)}>
              <th scope="row">{nameOf(l)}</th>
              <td>{l.num_seasons} <small>({l.first_season_year}–{l.last_season_year})</small></td>
              {cell(l, 'wins', `${l.wins}-${l.losses}${l.ties ? `-${l.ties}` : ''}`)}
              <td>{pct(l.wins, l.losses, l.ties)}</td>
              {cell(l, 'apWins', `${l.apWins}-${l.apLosses}${l.apTies ? `-${l.apTies}` : ''}`)}
              {cell(l, 'pf', l.pf.toFixed(2))}
              {cell(l, 'pa', l.pa.toFixed(2))}
              {cell(l, 'championships', l.championships)}
              {cell(l, 'post_seasons', l.post_seasons)}
              {cell(l, 'num_byes', l.num_byes)}
              {cell(l, 'weekly_high_scores', l.weekly_high_scores)}
              {cell(l, 'best_overall_finish', place(num(l.best_overall_finish)))}
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    );
  };
  return (
    <Card aria-labelledby="history-title">
      <h2 id="history-title">League history</h2>
      <Controls>
        <label>
          By
          <select value={by} onChange={(e) => setBy(e.target.value as 'teams' | 'users')}>
            <option value="teams">Team</option>
            <option value="users">Owner</option>
          </select>
        </label>
      </Controls>
      {body()}
    </Card>
  );
}
