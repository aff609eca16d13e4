/**
 * `npm run restore -- <file>`: restores a backup without the app, for when nobody can sign in to the
 * Backup screen (docs/operations.md "Restoring from the command line"). Reads the configuration the server
 * reads (the environment, then DATA_DIR/counterpart.env); `<file>` is a name of the backup list (the
 * `before-restore-…` safety copy of the last restore, say) or the path of a backup file elsewhere. The file
 * goes through the same checks as a restore on the screen; a refused file changes nothing.
 *
 * Exit status: 0 restored; 1 refused (the reason is printed); 2 no file named.
 */
// First: every language's texts, before any module captures a label or a schema message (translate.ts).
import '@counterpart/domain/i18n/all-resources'
import { loadConfig } from '../src/config.ts'
import { restoreFromCommandLine } from '../src/modules/backups/command-line.ts'
import { environmentWithEnvFile } from '../src/modules/installer/env-file.ts'

const file = process.argv[2]
if (!file) {
  console.error('Name the backup to restore: npm run restore -- before-restore-2026-11-21-211345.sqlite')
  process.exitCode = 2
} else {
  const config = loadConfig(environmentWithEnvFile(process.env))
  // npm runs the script in apps/server; a relative path means the folder the command was typed in.
  process.exitCode = await restoreFromCommandLine(config, file, process.env.INIT_CWD ?? process.cwd()).then(
    (lines) => {
      for (const line of lines) console.log(line)
      return 0
    },
    (error: unknown) => {
      console.error(`Not restored: ${error instanceof Error ? error.message : String(error)}`)
      return 1
    },
  )
}
