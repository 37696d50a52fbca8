// ScheduledGame is also a name of the NFL schedule (rules-a), so the head-to-head one is renamed here.
export { generateHeadToHeadSchedule, type ScheduleTeam, type ScheduleOptions, type ScheduledGame as HeadToHeadGame } from './head-to-head-schedule';
export * from './lineup-score';
export * from './projection';
export * from './team-season';
export * from './playoffs-bracket';
