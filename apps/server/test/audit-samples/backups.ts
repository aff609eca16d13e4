import fs from 'node:fs'
import path from 'node:path'
import { ADMIN, type TestApp, type TestClient } from '../helpers.ts'
import type { AuditSamples } from './types.ts'

/** A backup written through the service (its own event is not the sample's). */
async function madeBackup(test: TestApp): Promise<string> {
  return (await test.services.backups.generate()).name
}

function multipart(content: Buffer, filename: string) {
  const boundary = '----counterpart-audit-walk'
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

/** A restore signs everyone out: the walk's admin signs in again for the samples after it. */
async function signInAgain(admin: TestClient): Promise<void> {
  const response = await admin.login(ADMIN.email, ADMIN.password)
  if (response.statusCode !== 200) throw new Error(`admin sign-in after the restore failed: ${response.body}`)
}

/** The backups module's mutating routes, one successful call each (see types.ts). */
export const backupsSamples: AuditSamples = {
  'POST /backup-generate': {
    entity: 'backup',
    call: ({ admin }) => admin.post('/api/backup-generate'),
  },
  'PATCH /backup-restore': {
    entity: 'backup',
    call: async ({ test, admin }) => {
      const file = await madeBackup(test)
      const response = await admin.patch('/api/backup-restore', { file })
      if (response.statusCode === 200) await signInAgain(admin)
      return response
    },
  },
  'POST /backup-remove': {
    entity: 'backup',
    call: async ({ test, admin }) => admin.post('/api/backup-remove', { file: await madeBackup(test) }),
  },
  'POST /backup-upload': {
    entity: 'backup',
    call: async ({ test, admin }) => {
      const name = await madeBackup(test)
      const content = fs.readFileSync(path.join(test.config.backupDir, name))
      return admin.request({ method: 'POST', url: '/api/backup-upload', ...multipart(content, name) })
    },
  },
}
