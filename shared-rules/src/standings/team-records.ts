/** A league team as standings need it: id and division (0 or absent = no division). */
export interface StandingsTeam {
  tid: number;
  div?: number | null;
}

/** One played head-to-head matchup: home/away team ids and their points (§3 Matchup hid, aid, hp, ap). */
export interface MatchupResult {
  week: number;
  hid: number;
  aid: number;
  hp: number;
  ap: number;
}

/** A team's regular-season record. Win percentages count a tie as half a win. */
export interface TeamRecord {
  tid: number;
  div: number;
  wins: number;
  losses: number;
  ties: number;
  pointsFor: number;
  pointsAgainst: number;
  allPlayWins: number;
  allPlayLosses: number;
  allPlayTies: number;
  divisionWins: number;
  divisionLosses: number;
  divisionTies: number;
  winPct: number;
  allPlayWinPct: number;
}

/** Records plus the head-to-head tables the tiebreaks read. */
export interface SeasonRecords {
  records: TeamRecord[];
  /** Index of each tid in `records` and in the head-to-head tables. */
  indexOf: ReadonlyMap<number, number>;
  /** h2hWins[i * n + j]: games team i won against team j. */
  h2hWins: Int32Array;
  /** h2hTies[i * n + j]: games between i and j that ended tied. */
  h2hTies: Int32Array;
}

const pct = (wins: number, losses: number, ties: number): number => {
  const games = wins + losses + ties;
  return games === 0 ? 0 : (wins + ties / 2) / games;
};

/**
 * Records from matchups of weeks 1..`throughWeek` (default: every week given; pass the regular-season
 * final week, 14, to leave playoff weeks out). All-play compares each team's weekly score with every
 * other team that played that week. Matchups naming unknown teams are ignored.
 */
export function computeRecords(
  teams: readonly StandingsTeam[],
  matchups: readonly MatchupResult[],
  throughWeek = Number.POSITIVE_INFINITY,
): SeasonRecords {
  const n = teams.length;
  const indexOf = new Map<number, number>();
  teams.forEach((t, i) => indexOf.set(t.tid, i));
  const records: TeamRecord[] = teams.map((t) => ({
    tid: t.tid,
    div: t.div ?? 0,
    wins: 0,
    losses: 0,
    ties: 0,
    pointsFor: 0,
    pointsAgainst: 0,
    allPlayWins: 0,
    allPlayLosses: 0,
    allPlayTies: 0,
    divisionWins: 0,
    divisionLosses: 0,
    divisionTies: 0,
    winPct: 0,
    allPlayWinPct: 0,
  }));
  const h2hWins = new Int32Array(n * n);
  const h2hTies = new Int32Array(n * n);

  // Weekly scores for all-play: weekScores[w] holds [index, points] pairs of teams that played.
  const weekScores = new Map<number, number[]>();
  const addScore = (week: number, index: number, points: number) => {
    let list = weekScores.get(week);
    if (!list) weekScores.set(week, (list = []));
    list.push(index, points);
  };

  for (const m of matchups) {
    if (m.week > throughWeek) continue;
    const h = indexOf.get(m.hid);
    const a = indexOf.get(m.aid);
    if (h === undefined || a === undefined) continue;
    const home = records[h];
    const away = records[a];
    home.pointsFor += m.hp;
    home.pointsAgainst += m.ap;
    away.pointsFor += m.ap;
    away.pointsAgainst += m.hp;
    const sameDivision = home.div !== 0 && home.div === away.div;
    if (m.hp > m.ap) {
      home.wins++;
      away.losses++;
      h2hWins[h * n + a]++;
      if (sameDivision) {
        home.divisionWins++;
        away.divisionLosses++;
      }
    } else if (m.hp < m.ap) {
      away.wins++;
      home.losses++;
      h2hWins[a * n + h]++;
      if (sameDivision) {
        away.divisionWins++;
        home.divisionLosses++;
      }
    } else {
      home.ties++;
      away.ties++;
      h2hTies[h * n + a]++;
      h2hTies[a * n + h]++;
      if (sameDivision) {
        home.divisionTies++;
        away.divisionTies++;
      }
    }
    addScore(m.week, h, m.hp);
    addScore(m.week, a, m.ap);
  }

  for (const list of weekScores.values()) {
    for (let i = 0; i < list.length; i += 2) {
      const record = records[list[i]];
      const score = list[i + 1];
      for (let j = 0; j < list.length; j += 2) {
        if (i === j) continue;
        const other = list[j + 1];
        if (score > other) record.allPlayWins++;
        else if (score < other) record.allPlayLosses++;
        else record.allPlayTies++;
      }
    }
  }
  for (const r of records) {
    r.winPct = pct(r.wins, r.losses, r.ties);
    r.allPlayWinPct = pct(r.allPlayWins, r.allPlayLosses, r.allPlayTies);
  }
  return { records, indexOf, h2hWins, h2hTies };
}

/**
 * Head-to-head win percentage of each team in `group` counting only games among the group (a tie is
 * half a win); 0.5 for a team that met none of the others, so an unplayed series neither helps nor hurts.
 */
export function groupHeadToHeadPct(season: SeasonRecords, group: readonly number[]): Map<number, number> {
  const n = season.records.length;
  const result = new Map<number, number>();
  for (const tid of group) {
    const i = season.indexOf.get(tid)!;
    let wins = 0;
    let games = 0;
    let ties = 0;
    for (const other of group) {
      if (other === tid) continue;
      const j = season.indexOf.get(other)!;
      const w = season.h2hWins[i * n + j];
      const l = season.h2hWins[j * n + i];
      const t = season.h2hTies[i * n + j];
      wins += w;
      ties += t;
      games += w + l + t;
    }
    result.set(tid, games === 0 ? 0.5 : (wins + ties / 2) / games);
  }
  return result;
}
