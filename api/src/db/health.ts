import mongoose from 'mongoose';

/** Resolves when the database answers a ping within `timeoutMs`; rejects otherwise. */
export async function pingDatabase(timeoutMs = 1_000): Promise<void> {
  const db = mongoose.connection.db;
  if (!db || mongoose.connection.readyState !== 1) throw new Error('database not connected');
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('database ping timed out')), timeoutMs);
  });
  try {
    await Promise.race([db.admin().ping(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Reports every driver command's duration (the connection is opened with `monitorCommands`).
 * Returns the unsubscribe. Commands of the embedded server count the same as a real replica set's.
 */
export function observeDatabaseCommands(onDone: (command: string, seconds: number, ok: boolean) => void): () => void {
  const client = mongoose.connection.getClient();
  const succeeded = (e: { commandName: string; duration: number }) => onDone(e.commandName, e.duration / 1000, true);
  const failed = (e: { commandName: string; duration: number }) => onDone(e.commandName, e.duration / 1000, false);
  client.on('commandSucceeded', succeeded);
  client.on('commandFailed', failed);
  return () => {
    client.off('commandSucceeded', succeeded);
    client.off('commandFailed', failed);
  };
}
