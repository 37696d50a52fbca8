import { useState } from 'react';
import { gamelogStatGroups, getCurrentFantasyWeek, getFinalWeek, getSeason } from '@league/shared-rules';
import type { Gamelog, Percentiles } from '@league/shared-rules/contracts';
import { EmptyState } from '@league/shell/kit';
import type { ApiContext } from '../data/http';
import { loadGamelogs, loadMarkets, loadPercentiles, loadPlayerTransactions, loadPractices, loadSchedule, loadSeasonlogs } from '../data/research-api';
import { ContributionTab } from './ContributionTab';
import { GamesTab, SeasonsTab } from './GamesTab';
import { MarketsTab } from './MarketsTab';
import { PracticeTab } from './PracticeTab';
import { ProjectionsTab } from './ProjectionsTab';
import { ScheduleTab } from './ScheduleTab';
import { TabPanel, Tabs } from './Tabs';
import { TransactionsTab, type RosterFacts } from './TransactionsTab';
import { ValueTab } from './ValueTab';
import { Loaded } from './ui';

/** Spec §2 drawer tabs built on real data (the league tabs Contribution and Value are not part of this drawer yet). */
export const RESEARCH_TABS = [
  { id: 'games', label: 'Games' },
  { id: 'seasons', label: 'Seasons' },
  { id: 'schedule', label: 'Schedule' },
  { id: 'projections', label: 'Projections' },
  { id: 'practice', label: 'Practice' },
  { id: 'markets', label: 'Betting Markets' },
] as const;
/** Spec §2: logged-in users in a hosted league also get Transactions (their default tab). */
export const TRANSACTIONS_TAB = { id: 'transactions', label: 'Transactions' } as const;
/** Spec §2: Contribution and Value are for logged-in users in a hosted league too. */
export const CONTRIBUTION_TAB = { id: 'contribution', label: 'Contribution' } as const;
export const VALUE_TAB = { id: 'value', label: 'Value' } as const;
export type ResearchTab = (typeof RESEARCH_TABS)[number]['id'] | typeof TRANSACTIONS_TAB.id | typeof VALUE_TAB.id | typeof CONTRIBUTION_TAB.id;

const POSITIONS = new Set(['QB', 'RB', 'WR', 'TE', 'K', 'DST']);
/** Positions the projection sources cover (the own model projects offence only). */
const PROJECTED = new Set(['QB', 'RB', 'WR', 'TE']);

export interface ResearchTabsProps {
  ctx: ApiContext;
  leagueId: number;
  pid: string;
  name: string;
  pos: string;
  nflTeam: string;
  /** Injected clock (the season the Schedule tab shows). */
  now: Date;
  nameOf: (pid: string) => string;
  charts?: boolean;
  /** A logged-in user in a hosted league: the Transactions tab, with the player's roster facts there. */
  hosted?: { roster: RosterFacts; teamName: (tid: number) => string } | null;
}

/** Gamelogs plus the percentiles of the position's groups (spec §5); shading is optional, so a failed percentile call only drops it. */
async function loadGames(ctx: ApiContext, pid: string, pos: string, leagueId: number) {
  const groups = gamelogStatGroups(pos);
  const [data, ...sets] = await Promise.all([
    loadGamelogs(ctx, pid, leagueId),
    ...groups.map((g) => loadPercentiles(ctx, `${pos}_${g.toUpperCase()}`).catch(() => null)),
  ]);
  const percentiles: Partial<Record<'passing' | 'rushing' | 'receiving', Percentiles>> = {};
  groups.forEach((g, i) => {
    if (sets[i]) percentiles[g] = sets[i];
  });
  return { data, percentiles };
}

export function ResearchTabs({ ctx, leagueId, pid, name, pos, nflTeam, now, nameOf, charts = true, hosted = null }: ResearchTabsProps) {
  const [tab, setTab] = useState<ResearchTab>(hosted ? 'transactions' : 'games');
  const tabs = hosted ? [...RESEARCH_TABS, ...(PROJECTED.has(pos) ? [CONTRIBUTION_TAB, VALUE_TAB] : []), TRANSACTIONS_TAB] : [...RESEARCH_TABS];
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const season = getSeason(nowSeconds);
  const year = season.year;
  const key = `${ctx.apiBase}|${pid}|${leagueId}`;
  // the projection tabs value the weeks from this fantasy week (at least 1) to the season's last
  const finalWeek = getFinalWeek(year);
  const week = Math.min(getCurrentFantasyWeek(nowSeconds), finalWeek);
  const valueTabProps = { ctx, leagueId, pid, pos, name, year, week, finalWeek, charts };
  return (
    <section aria-label={`${name} research`}>
      <Tabs label="Player details" prefix="player" tabs={tabs} selected={tab} onSelect={(id) => setTab(id as ResearchTab)} />
      <TabPanel prefix="player" id={tab}>
        {tab === 'games' && (
          <Loaded loadKey={`games|${key}`} load={() => loadGames(ctx, pid, pos, leagueId)} label="Loading gamelogs">
            {(r) => <GamesTab data={r.data} percentiles={r.percentiles} />}
          </Loaded>
        )}
        {tab === 'seasons' && (
          <Loaded loadKey={`seasons|${key}`} load={() => loadGamelogs(ctx, pid, leagueId)} label="Loading seasons">
            {(data) => <SeasonsTab data={data} />}
          </Loaded>
        )}
        {tab === 'schedule' &&
          (POSITIONS.has(pos) ? (
            <Loaded
              loadKey={`schedule|${key}|${year}`}
              load={() => Promise.all([loadSchedule(ctx, year), loadSeasonlogs(ctx, leagueId)])}
              label="Loading schedule"
            >
              {([schedule, seasonlogs]) => (
                <ScheduleTab
                  ctx={ctx}
                  leagueId={leagueId}
                  team={nflTeam}
                  pos={pos as Gamelog['pos']}
                  year={year}
                  games={schedule.games}
                  seasonlogs={seasonlogs}
                  nflWeek={season.isRegularSeason ? season.week : 0}
                  nameOf={nameOf}
                />
              )}
            </Loaded>
          ) : (
            <EmptyState>No NFL schedule for this position.</EmptyState>
          ))}
        {tab === 'projections' &&
          (PROJECTED.has(pos) ? (
            <ProjectionsTab ctx={ctx} leagueId={leagueId} pid={pid} pos={pos} year={year} week={week} finalWeek={finalWeek} />
          ) : (
            <EmptyState>no projections found</EmptyState>
          ))}
        {tab === 'practice' && (
          <Loaded loadKey={`practice|${key}`} load={() => loadPractices(ctx, pid)} label="Loading practice reports">
            {(reports) => <PracticeTab reports={reports} />}
          </Loaded>
        )}
        {tab === 'markets' && (
          <Loaded loadKey={`markets|${key}`} load={() => loadMarkets(ctx, pid)} label="Loading betting markets">
            {(data) => <MarketsTab data={data} playerName={name} chart={charts} />}
          </Loaded>
        )}
        {tab === 'contribution' && hosted && <ContributionTab {...valueTabProps} />}
        {tab === 'value' && hosted && <ValueTab {...valueTabProps} />}
        {tab === 'transactions' && hosted && (
          <Loaded loadKey={`transactions|${key}`} load={() => loadPlayerTransactions(ctx, leagueId, pid)} label="Loading transactions">
            {([transactions, league]) => (
              <TransactionsTab transactions={transactions} league={league} roster={hosted.roster} year={year} teamName={hosted.teamName} />
            )}
          </Loaded>
        )}
      </TabPanel>
    </section>
  );
}
