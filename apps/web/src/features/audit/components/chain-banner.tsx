import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import type { AuditVerifyResult } from '@counterpart/domain/schemas/audit'
import { Trans, useTranslation } from 'react-i18next'

/** A broken chain usually has one or two problems; past this many the rest are counted, not listed. */
const LISTED_PROBLEMS = 10

interface ChainBannerProps {
  result: AuditVerifyResult | undefined
  checking: boolean
  failed: boolean
  onVerify: () => void
}

/**
 * Events written while the check ran (issue 35): they are chained moments after their change commits, so
 * the chain cannot vouch for them yet. Said apart, never as a problem.
 */
function UnsealedTail({ unsealed }: { unsealed: AuditVerifyResult['unsealed'] }) {
  const { t } = useTranslation('audit')
  if (unsealed.count === 0) return null
  const { count, firstId, lastId } = unsealed
  const b = { b: <bdi /> }
  return (
    <Box component="span" sx={{ display: 'block', fontSize: '0.8125rem' }}>
      {firstId === null ? (
        <Trans t={t} i18nKey="audit:chain.unsealed" count={count} components={b} />
      ) : lastId !== null && lastId !== firstId ? (
        <Trans
          t={t}
          i18nKey="audit:chain.unsealedRange"
          count={count}
          values={{ first: firstId, last: lastId }}
          components={b}
        />
      ) : (
        <Trans t={t} i18nKey="audit:chain.unsealedFrom" count={count} values={{ first: firstId }} components={b} />
      )}
    </Box>
  )
}

/** Whether the log is as the API wrote it: the events verified, or each one edited, removed or added behind it. */
export function ChainBanner({ result, checking, failed, onVerify }: ChainBannerProps) {
  const { t } = useTranslation('audit')
  const b = { b: <bdi /> }
  const action = (
    <Button color="inherit" size="small" loading={checking} onClick={onVerify} sx={{ whiteSpace: 'nowrap' }}>
      {t('audit:chain.verifyAgain')}
    </Button>
  )
  if (!result)
    return (
      <Alert severity={failed && !checking ? 'warning' : 'info'} action={action} role="status">
        {failed && !checking ? t('audit:chain.couldNotVerify') : t('audit:chain.verifying')}
      </Alert>
    )
  if (result.ok)
    return (
      <Alert severity="success" action={action} role="status">
        {/* The verdict in its own element: the anchor below is a second line, not part of the sentence. */}
        <span>
          <Trans t={t} i18nKey="audit:chain.intact" count={result.checked} components={b} />
        </span>
        {result.last && (
          <Box component="span" sx={{ display: 'block', fontSize: '0.8125rem', wordBreak: 'break-all' }}>
            <Trans
              t={t}
              i18nKey="audit:chain.last"
              values={{ id: result.last.id, hash: result.last.hash }}
              components={b}
            />
          </Box>
        )}
        <UnsealedTail unsealed={result.unsealed} />
      </Alert>
    )
  const unlisted = result.problems.length - LISTED_PROBLEMS
  return (
    <Alert severity="error" action={action} role="alert">
      <AlertTitle>
        <Trans
          t={t}
          i18nKey="audit:chain.broken"
          count={result.problems.length}
          values={{ checked: result.checked }}
          components={b}
        />
      </AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {result.problems.slice(0, LISTED_PROBLEMS).map((problem) => (
          // The server's sentence names the event ("Event 12 was altered.").
          <li key={`${problem.id} ${problem.problem}`}>{problem.problem}</li>
        ))}
        {unlisted > 0 && <li>{t('audit:chain.more', { count: unlisted })}</li>}
      </Box>
      <UnsealedTail unsealed={result.unsealed} />
    </Alert>
  )
}
