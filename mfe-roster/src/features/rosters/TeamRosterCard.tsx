import { PLAYER_TAG_ABBREVIATIONS, ROSTER_SLOT_LABELS } from '@league/shared-rules';
import type { RosterReadPlayer } from '@league/shared-rules/contracts';
import styled from 'styled-components';
import { groupRoster, positionCounts } from './roster-groups';
import { minTarget, tokens } from '@league/shell/kit';
import type { League, RosterRead, Team } from '@league/shared-rules/contracts';

const Card = styled.article`
  background: ${tokens.surface};
  border-radius: ${tokens.radius};
  box-shadow: ${tokens.shadow};
  padding: 16px;
  min-width: 0;
  h2 { margin: 0; font-size: 18px; }
  /* the team link is a tap target: 24 px at least (WCAG 2.5.8), not the 21 px of its line */
  h2 a { display: inline-flex; align-items: center; ${minTarget} }
  h3 { margin: 14px 0 6px; font-size: 12px; letter-spacing: 0.05em; text-transform: uppercase; color: ${tokens.muted}; }
`;

const Stats = styled.dl`
  display: flex;
  gap: 18px;
  margin: 8px 0 4px;
  dt { font-size: 11px; text-transform: uppercase; color: ${tokens.muted}; }
  dd { margin: 0; font-size: 18px; font-weight: 700; font-variant-numeric: tabular-nums; }
`;

const Counts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  list-style: none;
  padding: 0;
  margin: 8px 0 0;
  li { font-size: 12px; padding: 3px 8px; border-radius: 999px; background: ${tokens.surfaceAlt}; color: ${tokens.inkSoft}; }
`;

const List = styled.table`
  width: 100%;
  border-collapse: collapse;
  /* Fixed layout keeps the columns of every group (starters, bench, …) aligned in one card. */
  table-layout: fixed;
  font-size: 13px;
  td { padding: 5px 4px; border-bottom: 1px solid ${tokens.surfaceAlt}; }
  td.slot { width: 52px; color: ${tokens.muted}; font-size: 11px; font-weight: 700; }
  td.name { font-weight: 600; overflow-wrap: anywhere; }
  td.meta { width: 84px; color: ${tokens.muted}; white-space: nowrap; }
  td.salary { width: 44px; text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
  td.empty { color: ${tokens.muted}; font-style: italic; }
`;

const Tag = styled.abbr`
  margin-left: 6px;
  font-size: 10px;
  font-weight: 700;
  padding: 1px 5px;
  border-radius: 4px;
  background: #fff4e5;
  color: #b54708;
  text-decoration: none;
`;

const tagTitles: Record<number, string> = { 2: 'Franchise tag', 3: 'Rookie tag', 4: 'Restricted free agency tag' };

function PlayerRow({ slot, player }: { slot: string; player: RosterReadPlayer }) {
  const tag = PLAYER_TAG_ABBREVIATIONS[player.tag];
  return (
    <tr>
      <td className="slot">{slot}</td>
      <td className="name">
        {player.name}
        {tag && <Tag title={tagTitles[player.tag]}>{tag}</Tag>}
      </td>
      <td className="meta">
        {player.pos} · {player.team}
      </td>
      {/* visitors get no salaries (spec §6) */}
      <td className="salary">{player.value === undefined ? '' : `$${player.value}`}</td>
    </tr>
  );
}

function Group({ title, players }: { title: string; players: RosterReadPlayer[] }) {
  if (players.length === 0) return null;
  return (
    <section aria-label={title}>
      <h3>
        {title} ({players.length})
      </h3>
      <List>
        <tbody>
          {players.map((p) => (
            <PlayerRow key={p.pid} slot={ROSTER_SLOT_LABELS[p.slot]} player={p} />
          ))}
        </tbody>
      </List>
    </section>
  );
}

/** One team's roster: cap and space, position counts, starters by slot, bench, PS and reserve. */
export function TeamRosterCard({
  team,
  roster,
  league,
  onOpenTeam,
}: {
  team: Team | undefined;
  roster: RosterRead;
  league: League;
  /** When given, the team name links to its team page (navigated inside the shell). */
  onOpenTeam?: (path: string) => void;
}) {
  const groups = groupRoster(roster.players, league);
  const name = team?.name ?? `Team ${roster.tid}`;
  const teamPath = `/leagues/${roster.lid}/teams/${roster.tid}`;
  return (
    <Card aria-label={name}>
      <h2>
        {onOpenTeam ? (
          <a
            href={teamPath}
            onClick={(e) => {
              e.preventDefault();
              onOpenTeam(teamPath);
            }}
          >
            {name}
          </a>
        ) : (
          name
        )}
      </h2>
      <Stats>
        {roster.availableCap !== undefined && (
          <div>
            <dt>Cap</dt>
            <dd>${roster.availableCap}</dd>
          </div>
        )}
        <div>
          <dt>Space</dt>
          <dd>{roster.availableSpace}</dd>
        </div>
        <div>
          <dt>Players</dt>
          <dd>{roster.players.length}</dd>
        </div>
      </Stats>
      <Counts aria-label="Players by position">
        {positionCounts(roster.players).map(({ pos, count }) => (
          <li key={pos}>
            {pos} {count}
          </li>
        ))}
      </Counts>
      <section aria-label="Starters">
        <h3>Starters</h3>
        <List>
          <tbody>
            {groups.starters.map((s, i) =>
              s.player ? (
                <PlayerRow key={`${s.slot}-${i}`} slot={s.label} player={s.player} />
              ) : (
                <tr key={`${s.slot}-${i}`}>
                  <td className="slot">{s.label}</td>
                  <td className="empty" colSpan={3}>
                    Empty
                  </td>
                </tr>
              ),
            )}
          </tbody>
        </List>
      </section>
      <Group title="Bench" players={groups.bench} />
      <Group title="Practice Squad" players={groups.practice} />
      <Group title="Reserve" players={groups.reserve} />
    </Card>
  );
}
