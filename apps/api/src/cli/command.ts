import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ParseArgsConfig, parseArgs } from 'node:util';

/** What an operator command reads and writes, so a test can run it in-process. */
export interface CommandIo {
  env: NodeJS.ProcessEnv;
  cwd: string;
  out: (line: string) => void;
  err: (line: string) => void;
  now: () => Date;
}

export const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : String(error);

type Options = NonNullable<ParseArgsConfig['options']>;

type ReadOptions<O extends Options> =
  | {
      kind: 'read';
      values: ReturnType<
        typeof parseArgs<{ args: string[]; strict: true; allowPositionals: false; options: O }>
      >['values'];
    }
  | { kind: 'bad'; message: string };

/** The command line's options (no positionals; an unknown option is bad), or why not. */
export function readOptions<O extends Options>(
  argv: readonly string[],
  options: O,
): ReadOptions<O> {
  try {
    const { values } = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options,
    });
    return { kind: 'read' as const, values };
  } catch (error) {
    return { kind: 'bad' as const, message: messageOf(error) };
  }
}

/**
 * Runs the command when its file is the one node was started with (node dist/cli/….js …),
 * not when a test imports it.
 */
export async function runAsCommand(
  moduleUrl: string,
  run: (argv: readonly string[], io: CommandIo) => Promise<number>,
): Promise<void> {
  if (!process.argv[1] || resolve(process.argv[1]) !== fileURLToPath(moduleUrl)) return;
  process.exitCode = await run(process.argv.slice(2), {
    env: process.env,
    cwd: process.cwd(),
    out: (line) => console.log(line),
    err: (line) => console.error(line),
    now: () => new Date(),
  });
}
