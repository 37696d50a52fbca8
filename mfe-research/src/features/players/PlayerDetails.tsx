import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, SkeletonList, tokens, useMediaQuery } from '@league/shell/kit';
import type { ApiContext } from '../data/http';
import { formatDraft, type PlayerRow } from './player-model';
import { profileLinks } from './profile-links';
import { Star, type WatchControl } from './PlayersTable';

// The data tabs (and the chart library behind them) load when a player is first opened, not with the
// players page: the page's first visit stays within its budget (.ci/bundle-budget.json).
const ResearchTabs = lazy(() => import('../research/ResearchTabs').then((m) => ({ default: m.ResearchTabs })));

/** Spec §2: under 750 px the drawer's extra header items collapse behind a toggle. */
export const COLLAPSE_QUERY = '(max-width: 749.98px)';
/** Header items always shown (the rest collapse under 750 px). */
const ALWAYS_SHOWN = 4;

/*
 * Sticky, not fixed: the remote does not know the shell's layout (its side menu), so the panel stays
 * inside the page's column and pins to the bottom of the viewport while the list scrolls above it.
 */
const Drawer = styled.section`
  position: sticky;
  bottom: 0;
  z-index: 5;
  margin: 16px -24px -24px;
  border-radius: ${tokens.radius} ${tokens.radius} 0 0;
  max-height: 70vh;
  overflow: auto;
  background: ${tokens.surface};
  border-top: 3px solid ${tokens.accent};
  box-shadow: 0 -6px 24px rgba(20, 33, 61, 0.24);
  padding: 16px 24px 20px;
  @media (max-width: 599.98px) { margin: 16px -14px -14px; padding: 12px 14px 16px; max-height: 80vh; }
`;

const Header = styled.header`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 12px;
  h2 { margin: 0; font-size: 22px; color: ${tokens.ink}; }
  /* spec §2 sizes: the player name is narrow at 600 px */
  @media (max-width: 600px) { h2 { font-size: 18px; } }
  p { margin: 4px 0 0; color: ${tokens.inkSoft}; }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  gap: 10px 16px;
  margin: 16px 0;
  dt { font-size: 11px; text-transform: uppercase; letter-spacing: 0.04em; color: ${tokens.muted}; }
  dd { margin: 2px 0 0; font-weight: 600; color: ${tokens.ink}; }
`;

const Links = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  a {
    padding: 6px 12px;
    border-radius: 999px;
    border: 1px solid ${tokens.border};
    color: ${tokens.link};
    text-decoration: none;
    font-weight: 600;
    font-size: 13px;
  }
  a:hover { background: ${tokens.surfaceAlt}; }
  a:focus-visible { outline: 2px solid ${tokens.focus}; outline-offset: 2px; }
`;

function height(inches: number | null | undefined): string | null {
  if (!inches) return null;
  return `${Math.floor(inches / 12)}' ${inches % 12}"`;
}

/** Experience (spec §2): current year minus draft year, or Rookie. */
export function experience(draftYear: number | null, currentYear: number): string {
  if (!draftYear || currentYear - draftYear <= 0) return 'Rookie';
  return String(currentYear - draftYear);
}

export interface PlayerDetailsProps {
  player: PlayerRow;
  currentYear: number;
  /** False in the default league, which has no rosters, and for visitors, who see no manager (§6). */
  inLeague: boolean;
  onClose: () => void;
  ctx: ApiContext;
  leagueId: number;
  /** Injected clock. */
  now: Date;
  /** Names of other players (opponent gamelogs). */
  nameOf: (pid: string) => string;
  /** False in component tests (jsdom draws no svg). */
  charts?: boolean;
  /** League team names (the Transactions tab of a logged-in user in a hosted league). */
  teamName?: (tid: number) => string;
  /** The watchlist star (spec §2 header: logged in only); null hides it. */
  watch?: WatchControl | null;
}

/** The selected player's bio and cross-platform profile links; Escape or Close dismisses it. */
export function PlayerDetails({ player, currentYear, inLeague, onClose, ctx, leagueId, now, nameOf, charts = true, teamName, watch = null }: PlayerDetailsProps) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const narrow = useMediaQuery(COLLAPSE_QUERY);
  const [expanded, setExpanded] = useState(false);
  useEffect(() => {
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [player.pid, onClose]);

  const src = player.source;
  const status = src.nfl_status || src.injury_status || 'Active';
  const facts: [string, string][] = [
    ['Position', player.pos],
    ['NFL Team', player.nflTeam],
    ['Status', status],
    ['Age', player.age === null ? '–' : player.age.toFixed(1)],
    ['Draft', player.draftRound ? `${player.draftYear ?? ''} ${formatDraft(player)}`.trim() : 'UDFA'],
    ['Exp.', experience(player.draftYear, currentYear)],
  ];
  if (inLeague) facts.push(['Roster', player.teamName ?? 'FA']);
  if (player.salary !== null) facts.push(['Salary', `$${player.salary}`]);
  if (src.college) facts.push(['College', src.college]);
  const ht = height(src.height);
  if (ht) facts.push(['Height', ht]);
  if (src.weight) facts.push(['Weight', `${src.weight} lb`]);
  if (player.points !== null) facts.push(['Pts last season', player.points.toFixed(1)]);

  const links = profileLinks(src);
  return (
    <Drawer aria-label={`${player.name} details`} role="region">
      <Header>
        <div>
          <h2>
            {player.name} {watch && <Star row={player} watch={watch} />}
          </h2>
          <p>
            {player.pos} · {player.nflTeam}
            {src.jnum ? ` · #${src.jnum}` : ''}
          </p>
        </div>
        <Button ref={closeRef} type="button" onClick={onClose}>
          Close
        </Button>
      </Header>
      <Facts id={`facts-${player.pid}`}>
        {(narrow && !expanded ? facts.slice(0, ALWAYS_SHOWN) : facts).map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Facts>
      {narrow && facts.length > ALWAYS_SHOWN && (
        <Button type="button" aria-expanded={expanded} aria-controls={`facts-${player.pid}`} onClick={() => setExpanded((e) => !e)}>
          {expanded ? 'Fewer details' : 'More details'}
        </Button>
      )}
      <Suspense fallback={<SkeletonList rows={4} label="Loading player details" />}>
        <ResearchTabs
          key={player.pid}
          ctx={ctx}
          leagueId={leagueId}
          pid={player.pid}
          name={player.name}
          pos={player.pos}
          nflTeam={player.nflTeam}
          now={now}
          nameOf={nameOf}
          charts={charts}
          hosted={
            inLeague && ctx.token && teamName
              ? { teamName, roster: { pos: player.pos, value: player.salary, tag: src.tag ?? null, extensions: src.extensions ?? null } }
              : null
          }
        />
      </Suspense>
      {links.length > 0 && (
        <Links aria-label="Player profiles">
          {links.map((link) => (
            <a key={link.label} href={link.href} target="_blank" rel="noopener noreferrer">
              {link.label}
            </a>
          ))}
        </Links>
      )}
    </Drawer>
  );
}
