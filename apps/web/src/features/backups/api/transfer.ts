import { tr } from '@counterpart/domain/i18n/translate'
import { BACKUP_UPLOAD_FIELD, type BackupEntry } from '@counterpart/domain/schemas/backups'
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api-error.ts'
import { apiUrl, type MessageResponse } from '../../../lib/api.ts'
import { fetchCsrfCookie, readXsrfToken } from '../../../lib/csrf.ts'

/** Share of the bytes moved so far, 0-100, or null while the size is not known. */
export type OnProgress = (percent: number | null) => void

export interface UploadBackupResponse extends MessageResponse {
  backup: BackupEntry
}

/**
 * Backups are large files: fetch() reports no upload progress, so both directions use XMLHttpRequest,
 * whose progress events drive the bars on the Backup screen.
 */
function transfer<T>(
  method: 'GET' | 'POST',
  url: string,
  body: FormData | null,
  responseType: 'blob' | 'json',
  onProgress: OnProgress,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open(method, url)
    request.withCredentials = true
    request.responseType = responseType
    request.setRequestHeader('Accept', responseType === 'json' ? 'application/json' : 'application/octet-stream')
    request.setRequestHeader('X-Requested-With', 'XMLHttpRequest')
    const token = method === 'POST' ? readXsrfToken() : null
    if (token !== null) request.setRequestHeader('X-XSRF-TOKEN', token)
    const report = (event: ProgressEvent) =>
      onProgress(event.lengthComputable && event.total > 0 ? Math.round((event.loaded / event.total) * 100) : null)
    if (body) request.upload.onprogress = report
    else request.onprogress = report
    request.onerror = () => reject(new ApiError(0, NETWORK_ERROR_MESSAGE))
    request.onload = async () => {
      if (request.status >= 200 && request.status < 300) {
        resolve(request.response as T)
        return
      }
      reject(await toError(request))
    }
    request.send(body)
  })
}

async function toError(request: XMLHttpRequest): Promise<ApiError> {
  let payload: unknown = request.response
  if (payload instanceof Blob) {
    try {
      payload = JSON.parse(await payload.text()) as unknown
    } catch {
      payload = null
    }
  }
  const record = (payload && typeof payload === 'object' ? payload : {}) as {
    message?: unknown
    errors?: Record<string, string[]>
  }
  const message =
    typeof record.message === 'string' ? record.message : tr('backups:transfer.failed', { status: request.status })
  return new ApiError(request.status, message, record.errors)
}

/** GET /api/backup-download, then hands the file to the browser under its own name. */
export async function downloadBackup(name: string, onProgress: OnProgress): Promise<void> {
  const blob = await transfer<Blob>('GET', apiUrl('/backup-download', { file: name }), null, 'blob', onProgress)
  const link = document.createElement('a')
  link.href = URL.createObjectURL(blob)
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  // The browser has taken the file once the click is handled; the object URL can go after a moment.
  window.setTimeout(() => URL.revokeObjectURL(link.href), 60_000)
}

/** POST /api/backup-upload (multipart): the server checks the file as it would for a restore. */
export async function uploadBackup(file: File, onProgress: OnProgress): Promise<UploadBackupResponse> {
  if (readXsrfToken() === null) await fetchCsrfCookie()
  const form = new FormData()
  form.append(BACKUP_UPLOAD_FIELD, file, file.name)
  return transfer<UploadBackupResponse>('POST', apiUrl('/backup-upload'), form, 'json', onProgress)
}
