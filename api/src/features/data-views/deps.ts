import { randomUUID } from 'node:crypto';
import type { DataViewsRepository } from '../../db/repositories/data-views.repository';
import { createDataViewsRepository } from '../../db/repositories/data-views.repository';

/** What the data-view use-cases need: storage, a clock and an id source (injected for tests). */
export interface DataViewDeps {
  dataViews: DataViewsRepository;
  now: () => Date;
  newId: () => string;
}

/** The signed-in caller, as derived from the bearer token (never from the body). */
export interface DataViewActor {
  userId: number;
  username: string;
}

/** Production wiring: mongoose repository, the app's clock, random UUIDs. */
export function defaultDataViewDeps(now: () => Date): DataViewDeps {
  return { dataViews: createDataViewsRepository(), now, newId: () => randomUUID() };
}

export function unixSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}
