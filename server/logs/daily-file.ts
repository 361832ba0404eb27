import { createWriteStream, mkdirSync, readdirSync, unlinkSync, type WriteStream } from 'node:fs';
import { join } from 'node:path';

/** Log files are named after their day, China time (the product's calendar): YYYY-MM-DD.log. */
export const LOG_FILE = /^(\d{4}-\d{2}-\d{2})\.log$/;

export const logDay = (now: number = Date.now()) => new Date(now + 8 * 3600_000).toISOString().slice(0, 10);

/** Days of log kept on disk; older files are removed when the day rolls over. */
export const LOG_RETENTION_DAYS = 30;

/**
 * A pino destination that appends each line to DATA_DIR/logs/<day>.log, opening the next day's
 * file at midnight (China time), and copies it to another stream (stdout) as well.
 */
export class DailyLogStream {
  private day = '';
  private file: WriteStream | null = null;

  constructor(
    readonly dir: string,
    private readonly copy: NodeJS.WritableStream | null = process.stdout,
    private readonly now: () => number = Date.now,
  ) {
    mkdirSync(dir, { recursive: true, mode: 0o750 });
  }

  write(line: string): boolean {
    const day = logDay(this.now());
    if (day !== this.day) this.rotate(day);
    this.file!.write(line);
    this.copy?.write(line);
    return true;
  }

  private rotate(day: string) {
    this.file?.end();
    this.day = day;
    this.file = createWriteStream(join(this.dir, `${day}.log`), { flags: 'a', mode: 0o640 });
    this.file.on('error', () => undefined);
    this.prune(day);
  }

  private prune(today: string) {
    const oldest = logDay(Date.parse(`${today}T00:00:00+08:00`) - LOG_RETENTION_DAYS * 86_400_000);
    try {
      for (const name of readdirSync(this.dir)) {
        const match = LOG_FILE.exec(name);
        if (match && match[1]! < oldest) unlinkSync(join(this.dir, name));
      }
    } catch {
      // A failed clean-up never stops logging.
    }
  }

  /** Closes the current file (server shutdown, tests). */
  end(): Promise<void> {
    const file = this.file;
    this.file = null;
    this.day = '';
    return new Promise((resolve) => (file ? file.end(() => resolve()) : resolve()));
  }
}
