export { DEFAULT_LEAGUE } from '@league/shared-rules/contracts';
export type { LeagueDoc } from '../../db/models/league.model';
export type { PlayerDoc } from '../../db/models/player.model';
