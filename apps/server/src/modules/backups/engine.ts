/** What a database needs to offer for backups: write a consistent copy, check a file, put a file back. */
export interface BackupEngine {
  /** File extension of this database's backups, without the dot. */
  extension: 'sqlite' | 'dump'
  /** Writes a consistent backup of the live database to target. */
  create(target: string): Promise<void>
  /** Checks the file is a whole, readable backup of this application; answers the migrations it holds. */
  validate(file: string): Promise<string[]>
  /** Replaces the live data with the file's, all or nothing. */
  restore(file: string): Promise<void>
}

/** The file is not a usable backup; the message says why, for the person who chose it. */
export class InvalidBackupError extends Error {
  constructor(reason: string) {
    super(reason)
    this.name = 'InvalidBackupError'
  }
}
