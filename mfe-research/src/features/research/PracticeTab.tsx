import type { PracticeReport } from '@league/shared-rules/contracts';
import { EmptyState } from '@league/shell/kit';
import { Note, ScrollTable } from './ui';

const DAYS = [
  ['m', 'Mon'],
  ['tu', 'Tue'],
  ['w', 'Wed'],
  ['th', 'Thu'],
  ['f', 'Fri'],
  ['s', 'Sat'],
  ['su', 'Sun'],
] as const;

/** Short practice participation: DNP, Limited, Full (the report's wording otherwise). */
export function practiceShort(text: string | null): string {
  if (!text) return '–';
  if (/did not participate/i.test(text)) return 'DNP';
  if (/limited/i.test(text)) return 'Limited';
  if (/full/i.test(text)) return 'Full';
  return text;
}

/** Spec §2 Practice tab: year, week, status, injury and Mon–Sun entries. */
export function PracticeTab({ reports }: { reports: PracticeReport[] }) {
  if (reports.length === 0) return <EmptyState>No practice reports found.</EmptyState>;
  const daily = reports.some((r) => DAYS.some(([k]) => r[k] !== null));
  return (
    <div>
      <ScrollTable label="Practice reports">
        <table>
          <caption>Injury and practice reports</caption>
          <thead>
            <tr>
              <th scope="col">Year</th>
              <th scope="col">Wk</th>
              <th scope="col">Status</th>
              <th scope="col">Injury</th>
              <th scope="col">Practice</th>
              {DAYS.map(([k, label]) => (
                <th key={k} scope="col">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {reports.map((r) => (
              <tr key={`${r.year}-${r.seas_type}-${r.week}`}>
                <td>{r.year}</td>
                <td>{r.seas_type === 'POST' ? `P${r.week}` : r.week}</td>
                <td>{r.status ?? '–'}</td>
                <td>{r.inj ?? r.practice_inj ?? '–'}</td>
                <td>{practiceShort(r.practice_status)}</td>
                {DAYS.map(([k]) => (
                  <td key={k}>{practiceShort(r[k])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
      {!daily && <Note>The report source gives one practice participation per week, so the Mon–Sun entries are empty.</Note>}
    </div>
  );
}
