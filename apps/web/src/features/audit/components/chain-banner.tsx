import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import type { AuditVerifyResult } from '@counterpart/domain/schemas/audit'

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
  if (unsealed.count === 0) return null
  return (
    <Box component="span" sx={{ display: 'block', fontSize: '0.8125rem' }}>
      <bdi>{unsealed.count}</bdi> {unsealed.count === 1 ? 'event' : 'events'} written during the check{' '}
      {unsealed.count === 1 ? 'is' : 'are'} not chained yet
      {unsealed.firstId !== null && (
        <>
          {' '}
          (from <bdi>{unsealed.firstId}</bdi>
          {unsealed.lastId !== null && unsealed.lastId !== unsealed.firstId && (
            <>
              {' '}
              to <bdi>{unsealed.lastId}</bdi>
            </>
          )}
          )
        </>
      )}
      : verify again in a moment.
    </Box>
  )
}

/** Whether the log is as the API wrote it: the events verified, or each one edited, removed or added behind it. */
export function ChainBanner({ result, checking, failed, onVerify }: ChainBannerProps) {
  const action = (
    <Button color="inherit" size="small" loading={checking} onClick={onVerify} sx={{ whiteSpace: 'nowrap' }}>
      Verify again
    </Button>
  )
  if (!result)
    return (
      <Alert severity={failed && !checking ? 'warning' : 'info'} action={action} role="status">
        {failed && !checking ? 'The chain could not be verified.' : 'Verifying the chain…'}
      </Alert>
    )
  if (result.ok)
    return (
      <Alert severity="success" action={action} role="status">
        {/* The verdict in its own element: the anchor below is a second line, not part of the sentence. */}
        <span>
          Chain intact: <bdi>{result.checked}</bdi> {result.checked === 1 ? 'event' : 'events'} verified
        </span>
        {result.last && (
          <Box component="span" sx={{ display: 'block', fontSize: '0.8125rem', wordBreak: 'break-all' }}>
            Last event <bdi>{result.last.id}</bdi>, hash <bdi>{result.last.hash}</bdi>
          </Box>
        )}
        <UnsealedTail unsealed={result.unsealed} />
      </Alert>
    )
  const unlisted = result.problems.length - LISTED_PROBLEMS
  return (
    <Alert severity="error" action={action} role="alert">
      <AlertTitle>
        Chain broken: <bdi>{result.problems.length}</bdi> {result.problems.length === 1 ? 'problem' : 'problems'} in{' '}
        <bdi>{result.checked}</bdi> events
      </AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {result.problems.slice(0, LISTED_PROBLEMS).map((problem) => (
          // The server's sentence names the event ("Event 12 was altered.").
          <li key={`${problem.id} ${problem.problem}`}>{problem.problem}</li>
        ))}
        {unlisted > 0 && <li>and {unlisted} more</li>}
      </Box>
      <UnsealedTail unsealed={result.unsealed} />
    </Alert>
  )
}
