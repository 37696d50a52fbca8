import moment from 'moment-timezone';
import { getExtendedSalaries, LEAGUE_TIMEZONE, TRANSACTION_TYPE_NAMES, transactionSummary } from '@league/shared-rules';
import type { League, Transaction } from '@league/shared-rules/contracts';
import { ScrollTable } from './ui';

export interface RosterFacts {
  pos: string;
  /** Current salary when rostered in this league, else null. */
  value: number | null;
  tag: number | null;
  extensions: number | null;
}

const day = (ts: number) => moment.tz(ts * 1000, LEAGUE_TIMEZONE).format('YYYY-MM-DD');
const money = (n: number | null) => (n === null ? '–' : `$${n}`);
const typeName = (type: number) => TRANSACTION_TYPE_NAMES[type] ?? String(type);

/**
 * Spec §2 Transactions tab: the player's transactions or 'No transaction history'; the summary
 * (extension count, current salary, extended salaries for this and the next three years), the draft,
 * and the teams he was on with each one's highest salary.
 */
export function TransactionsTab({ transactions, league, roster, year, teamName }: { transactions: Transaction[]; league: League; roster: RosterFacts; year: number; teamName: (tid: number) => string }) {
  if (transactions.length === 0) return <p role="status">No transaction history</p>;
  const s = transactionSummary(transactions);
  const current = roster.value ?? s.latestSalary;
  const extended =
    roster.value !== null
      ? getExtendedSalaries({ pos: roster.pos, value: roster.value, tag: roster.tag ?? undefined, extensions: roster.extensions ?? s.extensionCount }, league)
      : null;
  const facts: Array<[string, string]> = [
    ['Extension Count', String(s.extensionCount)],
    ['Current Salary', money(current)],
    ...(extended ? extended.slice(1).map((v, i): [string, string] => [`${year + i + 1} Salary`, money(v)]) : []),
    ...(s.drafted
      ? ([
          ['Drafted By', teamName(s.drafted.tid)],
          ['Draft Year', String(s.drafted.year)],
          ['Draft Pick', `${s.drafted.pick ? `#${s.drafted.pick}` : ''}${s.drafted.pick_str ? ` (${s.drafted.pick_str})` : ''}`.trim() || '–'],
        ] as Array<[string, string]>)
      : []),
    ['Total Teams', String(s.totalTeams)],
    ['Max Salary', s.maxSalary ? `${money(s.maxSalary.value)} on ${day(s.maxSalary.timestamp)}` : '–'],
  ];
  return (
    <div>
      <dl aria-label="Transaction summary" style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: '8px 16px', margin: '8px 0' }}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt style={{ fontSize: 11, textTransform: 'uppercase' }}>{label}</dt>
            <dd style={{ margin: 0, fontWeight: 600 }}>{value}</dd>
          </div>
        ))}
      </dl>
      <ScrollTable label="Teams">
        <table>
          <caption>Teams</caption>
          <thead>
            <tr>
              <th scope="col">Team</th>
              <th scope="col">Max</th>
              <th scope="col">Type</th>
              <th scope="col">Date</th>
            </tr>
          </thead>
          <tbody>
            {s.teams.map((t) => (
              <tr key={t.tid}>
                <td>{teamName(t.tid)}</td>
                <td>{money(t.max)}</td>
                <td>{typeName(t.type)}</td>
                <td>{day(t.timestamp)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
      <ScrollTable label="Transactions">
        <table>
          <caption>Transactions</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Team</th>
              <th scope="col">Type</th>
              <th scope="col">Value</th>
            </tr>
          </thead>
          <tbody>
            {transactions.map((t) => (
              <tr key={t.uid}>
                <td>{day(t.timestamp)}</td>
                <td>{teamName(t.tid)}</td>
                <td>{typeName(t.type)}</td>
                <td>{money(t.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
    </div>
  );
}
