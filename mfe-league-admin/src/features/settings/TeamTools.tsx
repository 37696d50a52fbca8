import { useState } from 'react';
import styled from 'styled-components';
import { getShownMessage } from '@league/shared-rules/client';
import type { Notice, Team } from '@league/shared-rules/contracts';
import { Button, tokens } from '@league/shell/kit';
import type { ApiContext } from '../data/http';
import { addTeam, deleteTeam, newInvite, setOrder } from '../data/settings-api';
import { Card, Controls, ScrollTable } from '../shared/ui';

const OrderList = styled.ol`
  margin: 0 0 10px; padding-left: 24px;
  li { display: flex; align-items: center; gap: 8px; padding: 3px 0; flex-wrap: wrap; }
  li span { flex: 1 1 140px; }
  button { min-width: 36px; min-height: 32px; }
`;

const ORDERS = [
  { field: 'waiver_order', title: 'Waiver order', notice: 'Waiver Order Updated' },
  { field: 'draft_order', title: 'Draft order', notice: 'Draft Order Updated' },
] as const;

function sorted(teams: Team[], field: 'waiver_order' | 'draft_order'): Team[] {
  return [...teams].sort((a, b) => (a[field] ?? Infinity) - (b[field] ?? Infinity) || a.uid - b.uid);
}

/** Moves the team at `index` one place up (-1) or down (+1). */
export function moved<T>(list: T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= list.length) return list;
  const next = [...list];
  [next[index], next[to]] = [next[to], next[index]];
  return next;
}

export interface TeamToolsProps {
  ctx: ApiContext;
  leagueId: number;
  teams: Team[];
  notify: (n: Notice) => void;
  /** Reloads the page's data after a change. */
  onChanged: () => void;
}

/** The commissioner's team tools: add and delete teams, hand out invite codes, reorder waivers and the draft. */
export function TeamTools({ ctx, leagueId, teams, notify, onChanged }: TeamToolsProps) {
  const [busy, setBusy] = useState(false);
  const [name, setName] = useState('');
  const [abbrv, setAbbrv] = useState('');
  const [orders, setOrders] = useState(() => ({ waiver_order: sorted(teams, 'waiver_order'), draft_order: sorted(teams, 'draft_order') }));
  const run = async (work: () => Promise<unknown>, success: string) => {
    setBusy(true);
    try {
      await work();
      notify({ severity: 'success', message: success });
      onChanged();
    } catch (error) {
      notify({ severity: 'error', message: getShownMessage(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card aria-labelledby="teams-title">
      <h2 id="teams-title">Teams</h2>
      <ScrollTable label="Teams and invite codes">
        <thead>
          <tr><th scope="col">Team</th><th scope="col">Invite code</th><th scope="col"><span className="sub">Actions</span></th></tr>
        </thead>
        <tbody>
          {teams.map((t) => (
            <tr key={t.uid}>
              <th scope="row">{t.name} <span className="sub">{t.abbrv}</span></th>
              <td><code>{t.invite_code ?? 'used'}</code></td>
              <td>
                <Button type="button" disabled={busy} onClick={() => void run(() => newInvite(ctx, leagueId, t.uid), 'Invite code issued')} aria-label={`New invite code for ${t.name}`}>
                  New code
                </Button>{' '}
                <Button type="button" $variant="danger" disabled={busy} onClick={() => window.confirm(`Delete ${t.name}?`) && void run(() => deleteTeam(ctx, leagueId, t.uid), 'Team Deleted')} aria-label={`Delete ${t.name}`}>
                  Delete
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void run(() => addTeam(ctx, leagueId, { name: name.trim(), abbrv: abbrv.trim() }), 'Team Added');
        }}
      >
        <h3>Add a team</h3>
        <Controls>
          <label htmlFor="new-team-name">Team name<input id="new-team-name" required maxLength={40} value={name} onChange={(e) => setName(e.target.value)} /></label>
          <label htmlFor="new-team-abbrv">Abbreviation<input id="new-team-abbrv" required maxLength={5} value={abbrv} onChange={(e) => setAbbrv(e.target.value)} /></label>
          <Button type="submit" $variant="primary" disabled={busy || !name.trim() || !abbrv.trim()}>Add team</Button>
        </Controls>
      </form>
      {ORDERS.map(({ field, title, notice }) => (
        <section key={field} aria-labelledby={`${field}-title`}>
          <h3 id={`${field}-title`}>{title}</h3>
          <OrderList>
            {orders[field].map((t, i) => (
              <li key={t.uid}>
                <span>{t.name}</span>
                <button type="button" aria-label={`Move ${t.name} up in the ${title.toLowerCase()}`} disabled={i === 0} onClick={() => setOrders((o) => ({ ...o, [field]: moved(o[field], i, -1) }))}>↑</button>
                <button type="button" aria-label={`Move ${t.name} down in the ${title.toLowerCase()}`} disabled={i === orders[field].length - 1} onClick={() => setOrders((o) => ({ ...o, [field]: moved(o[field], i, 1) }))}>↓</button>
              </li>
            ))}
          </OrderList>
          <Button type="button" disabled={busy} onClick={() => void run(() => setOrder(ctx, leagueId, field, orders[field].map((t) => t.uid)), notice)}>
            Save {title.toLowerCase()}
          </Button>
        </section>
      ))}
      <p style={{ color: tokens.muted }}><small>Teams can be added or deleted while no schedule of the current season is in play; a deleted team keeps its history.</small></p>
    </Card>
  );
}
