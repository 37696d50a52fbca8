import moment from 'moment-timezone';

/**
 * Age in years with one decimal: days between `dob` (YYYY-MM-DD, UTC) and `now` (unix seconds)
 * divided by 365. '-' for a missing, unparsable or '0000-00-00' date.
 */
export function formatAge(dob: string | null | undefined, now: number): string {
  if (!dob || dob.startsWith('0000-00-00')) return '-';
  const birth = moment.utc(dob, 'YYYY-MM-DD', true);
  if (!birth.isValid()) return '-';
  const days = moment.utc(now * 1000).diff(birth, 'days');
  return (days / 365).toFixed(1);
}
