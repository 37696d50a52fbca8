/**
 * Standalone embedded server: `node dist/db/embedded/cli.js [--port 27018] [--dbpath DIR] [--enable-test-commands]`.
 * `--enable-test-commands` turns on configureFailPoint (for driver spec tests only).
 * Prints its URI as the first line on stdout; without --dbpath data lives in memory only.
 */
import { EmbeddedMongoServer } from './server';

function parseArgs(argv: string[]): { port: number; dbPath: string | null; enableTestCommands: boolean } {
  let port = 27017;
  let dbPath: string | null = null;
  let enableTestCommands = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const [flag, inline] = arg.includes('=') ? arg.split('=', 2) : [arg, undefined];
    const value = () => inline ?? argv[++i];
    if (flag === '--port') port = Number(value());
    else if (flag === '--dbpath') dbPath = value();
    else if (flag === '--enable-test-commands') enableTestCommands = true;
    else if (flag === '--help' || flag === '-h') {
      process.stdout.write('usage: cli [--port N] [--dbpath DIR] [--enable-test-commands]\n');
      process.exit(0);
    } else throw new Error(`unknown argument: ${arg}`);
  }
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`invalid --port: ${port}`);
  return { port, dbPath, enableTestCommands };
}

async function main(): Promise<void> {
  const { port, dbPath, enableTestCommands } = parseArgs(process.argv.slice(2));
  const server = await EmbeddedMongoServer.start({ port, dbPath, enableTestCommands });
  process.stdout.write(`${server.uri}\n`);
  process.stderr.write(`embedded MongoDB-compatible server listening (${dbPath ? `dbpath ${dbPath}` : 'in memory'})\n`);
  const shutdown = () => {
    server.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((e: Error) => {
  process.stderr.write(`${e.message}\n`);
  process.exit(1);
});
