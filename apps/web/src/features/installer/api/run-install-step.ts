import type { InstallStep, InstallerDatabaseInput } from '@counterpart/domain/schemas/installer'
import { api } from '../../../lib/api.ts'

export interface InstallStepPayload extends Partial<InstallerDatabaseInput> {
  step: InstallStep
  license: string
}

/**
 * POST /api/install.php with a step field (spec 000 §7). The installer shows failures itself, in the
 * error colour under the progress bar, so the global handler stays out of them.
 */
export function runInstallStep<T>(payload: InstallStepPayload): Promise<T> {
  return api.post<T>('/install.php', payload, { skipGlobalHandler: true })
}
