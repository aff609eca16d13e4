import { tr } from '@counterpart/domain/i18n/translate'
import type { Migration } from 'kysely'

/** Migrations by name, in order: the app's own, or the first of them up to a backup's level. */
export type Migrations = Record<string, Migration>

/**
 * What a database needs to offer for backups: write a consistent copy, read a file's migration level,
 * and put a file's data back.
 *
 * Nothing a backup file holds is ever executed. A restore builds a fresh schema from the app's own
 * migrations at the backup's migration level, compares the file's tables, columns and other objects with
 * it, copies only rows into it (table by table, column by column), brings it to the current version with
 * the same migrations, and swaps it in as one transaction.
 */
export interface BackupEngine {
  /** File extension of this database's backups, without the dot. */
  extension: 'sqlite' | 'dump'
  /** Writes a consistent backup of the live database to target. */
  create(target: string): Promise<void>
  /** Checks the file is a whole, readable backup of this application; answers the migrations it holds. */
  validate(file: string): Promise<string[]>
  /**
   * Builds the schema of `level` (the migrations the backup holds) and copies the file's data into it;
   * a file that does not match throws BackupMismatchError. With `beforeSwap`, then brings that copy up to
   * `latest`, calls `beforeSwap` (the safety backup) and replaces the live data with it, all or nothing;
   * without, only checks and throws the copy away.
   */
  load(file: string, level: Migrations, latest: Migrations, beforeSwap?: () => Promise<unknown>): Promise<void>
  /**
   * Removes what a restore interrupted by a crash left in the database (PostgreSQL: its staging schema,
   * which holds a whole copy of the shop's customers); answers what it removed. Run at start.
   */
  removeLeftovers?(): Promise<string[]>
}

/** The file is not a usable backup; the message says why, for the person who chose it. */
export class InvalidBackupError extends Error {
  constructor(reason: string) {
    super(reason)
    this.name = 'InvalidBackupError'
  }
}

/** The file's schema is not the one this version builds at the file's migration level; each difference is named. */
export class BackupMismatchError extends Error {
  readonly differences: string[]
  constructor(differences: string[]) {
    super(differences.join('; '))
    this.name = 'BackupMismatchError'
    this.differences = differences
  }
}

/**
 * Tables whose rows a restore never takes from the file. Sessions and reset links: everyone signs in
 * again, and a file cannot carry a session or a live reset token in (nor revive one that was used or
 * replaced since). Sign-in and rate-limit counters: a restore must not lift a lock or a limit in force.
 */
export const NOT_RESTORED_TABLES = new Set(['sessions', 'password_resets', 'login_attempts', 'rate_limits'])

/**
 * Of those, the tables whose live rows survive a restore: the counters and locks in force stay as they
 * are. Sessions and reset links are emptied (a restore signs everyone out and cancels every reset link).
 */
export const KEPT_LIVE_TABLES = new Set(['login_attempts', 'rate_limits'])

/** Names the differences between what the file holds and what the migrations build, sorted for a stable message. */
export function compareNames(kind: string, expected: Iterable<string>, actual: Iterable<string>): string[] {
  const want = new Set(expected)
  const have = new Set(actual)
  const missing = [...want].filter((name) => !have.has(name)).sort()
  const extra = [...have].filter((name) => !want.has(name)).sort()
  // `kind` is the schema's own word (table, column, index, sequence), kept as the database names it.
  return [
    ...missing.map((name) => tr('messages:backups.difference.missing', { kind, name })),
    ...extra.map((name) => tr('messages:backups.difference.unexpected', { kind, name })),
  ]
}
