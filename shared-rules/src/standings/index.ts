export * from './team-records';
export * from './seeding';
export * from './playoffs';
export * from './season-standings';
