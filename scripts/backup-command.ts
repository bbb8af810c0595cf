import { BackupError } from '#server/features/backups/backup-files';

/** Runs `npm run backup` / `npm run restore`: a BackupError prints its message alone, anything else its stack. */
export async function runBackupCommand(task: () => Promise<void>) {
  try {
    await task();
  } catch (err) {
    if (err instanceof BackupError) {
      console.error(`\n${err.message}\n`);
      process.exit(1);
    }
    console.error(err);
    process.exit(1);
  }
}
