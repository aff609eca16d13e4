import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import {
  MESSAGE_CHANNEL_LABELS,
  REPAIR_MESSAGE_STATE_LABELS,
  type RepairMessage,
  type RepairMessageState,
} from '@counterpart/domain/schemas/repair-messages'
import type { RepairDetailAnswer as RepairDetail } from '@counterpart/domain/schemas/repair-estimates'
import { Trans, useTranslation } from 'react-i18next'
import { showSnackbar } from '../../../lib/snackbar.ts'
import { useFormatters } from '../../../lib/use-formatters.ts'
import { useRepairMessages, useRetryRepairMessage } from '../api/repair-evidence.ts'

const STATE_COLOURS: Record<RepairMessageState, 'default' | 'success' | 'error' | 'warning'> = {
  queued: 'default',
  retried: 'warning',
  sent: 'success',
  failed: 'error',
}

/** Issue 30, item 8: every message to the customer, with its state, its attempts and why it failed. */
export function RepairMessagesPanel({ repair }: { repair: RepairDetail }) {
  const { t } = useTranslation('repairs')
  const { dateTime } = useFormatters()
  const retry = useRetryRepairMessage()
  const messages = useRepairMessages(repair.id, repair.messages).data

  function retryMessage(message: RepairMessage) {
    retry.mutate(
      { repairId: repair.id, messageId: message.id },
      { onSuccess: (answer) => showSnackbar(answer.message, 'success') },
    )
  }

  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-labelledby="repair-messages-title">
      <Typography id="repair-messages-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {t('repairs:messages.title')}
      </Typography>
      {messages.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('repairs:messages.empty')}
        </Typography>
      ) : (
        <Stack
          component="ol"
          spacing={1}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
          aria-label={t('repairs:messages.listLabel')}
        >
          {messages.map((message) => (
            <Stack
              component="li"
              key={message.id}
              direction={{ xs: 'column', sm: 'row' }}
              sx={{ gap: 1, alignItems: { sm: 'center' }, minWidth: 0 }}
            >
              <Chip
                size="small"
                color={STATE_COLOURS[message.state]}
                label={REPAIR_MESSAGE_STATE_LABELS[message.state]}
                sx={{ alignSelf: 'flex-start' }}
              />
              <Stack sx={{ minWidth: 0, flex: 1 }}>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  <Trans
                    i18nKey="repairs:messages.to"
                    values={{ channel: MESSAGE_CHANNEL_LABELS[message.channel], recipient: message.recipient }}
                    components={{ b: <bdi /> }}
                  />
                  {message.subject && <> · {message.subject}</>}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  <bdi>{dateTime(message.sentAt ?? message.created_at)}</bdi> ·{' '}
                  {t('repairs:messages.attempts', { count: message.attempts })}
                  {message.attempts > 0 &&
                    message.state !== 'sent' &&
                    message.state !== 'failed' &&
                    message.nextAttemptAt && (
                      <>
                        {' '}
                        ·{' '}
                        <Trans
                          i18nKey="repairs:messages.next"
                          values={{ at: dateTime(message.nextAttemptAt) }}
                          components={{ b: <bdi /> }}
                        />
                      </>
                    )}
                </Typography>
                {message.error && message.state !== 'sent' && (
                  <Typography variant="caption" color="error" sx={{ overflowWrap: 'anywhere' }}>
                    {message.error}
                  </Typography>
                )}
              </Stack>
              {message.state === 'failed' && (
                <Button size="small" onClick={() => retryMessage(message)} loading={retry.isPending}>
                  {t('repairs:messages.retry')}
                </Button>
              )}
            </Stack>
          ))}
        </Stack>
      )}
    </Paper>
  )
}
