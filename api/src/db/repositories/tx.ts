import type { ClientSession } from 'mongoose';

/**
 * An open database transaction that several repositories' writes join. Use-cases only pass it on;
 * repositories read the session from it.
 */
export class Tx {
  constructor(readonly session: ClientSession) {}
}
