import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { REPAIR_GROUP_LABELS, REPAIR_GROUPS } from '@counterpart/domain/repair-workflow'
import {
  defaultTemplate,
  MESSAGE_CHANNEL_LABELS,
  MESSAGE_CHANNELS,
  MESSAGE_DRIVER_LABELS,
  MESSAGE_DRIVERS,
  MESSAGE_PLACEHOLDER_LABELS,
  MESSAGE_PLACEHOLDERS,
  REPAIR_MESSAGE_LABELS as LABELS,
  type MessageChannel,
  type MessageChannelSettings,
  type MessageDriverName,
  type RepairMessageTemplate,
} from '@counterpart/domain/schemas/repair-messages'
import type { RepairStatusItem } from '@counterpart/domain/schemas/repair-workflow'
import { useState, type FormEvent } from 'react'
import { isApiError } from '../../lib/api-error.ts'
import { useCan } from '../../lib/app-configuration.ts'
import { useRepairStatuses } from '../../lib/queries/repair-statuses.ts'
import { showSnackbar } from '../../lib/snackbar.ts'
import {
  useMessageChannels,
  useRemoveRepairMessageTemplate,
  useRepairMessageTemplates,
  useSaveMessageChannel,
  useSaveRepairMessageTemplate,
} from '../../lib/queries/repair-settings.ts'
import { SettingsLayout } from './components/settings-layout.tsx'
import { useTranslation } from 'react-i18next'

type Errors = Readonly<Record<string, readonly string[]>>

interface Editing {
  status: RepairStatusItem
  channel: MessageChannel
  existing: RepairMessageTemplate | null
}

/**
 * Settings › Repair messages (issue 30, item 8): what entering each status sends the customer, by email,
 * SMS or WhatsApp, and how SMS and WhatsApp leave the shop.
 */
export function RepairMessagesSettingsPage() {
  const { t } = useTranslation('settings')
  const statuses = useRepairStatuses()
  const templates = useRepairMessageTemplates()
  const mayConfigure = useCan('mailSetting')
  const [editing, setEditing] = useState<Editing | null>(null)
  const templateOf = (statusId: number, channel: MessageChannel) =>
    (templates.data ?? []).find((item) => item.statusId === statusId && item.channel === channel) ?? null

  return (
    <SettingsLayout title={t('settings:sections.repairMessages')}>
      <Stack spacing={3}>
        <Typography variant="body2" color="text.secondary">
          {t('settings:messages.intro')}
        </Typography>
        <Box component="section" aria-labelledby="placeholders-title">
          <Typography id="placeholders-title" variant="subtitle2" component="h3">
            {t('settings:messages.placeholders')}
          </Typography>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mt: 1 }}>
            {MESSAGE_PLACEHOLDERS.map((name) => (
              <Chip
                key={name}
                size="small"
                variant="outlined"
                label={
                  <>
                    <bdi>{`{${name}}`}</bdi>: {MESSAGE_PLACEHOLDER_LABELS[name]}
                  </>
                }
              />
            ))}
          </Stack>
        </Box>
        {REPAIR_GROUPS.map((group) => {
          const list = (statuses.data ?? []).filter((status) => status.group === group)
          const headingId = `repair-messages-${group}`
          return (
            <Box key={group} component="section" aria-labelledby={headingId}>
              <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
                {REPAIR_GROUP_LABELS[group]}
              </Typography>
              <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {list.map((status) => (
                  <Stack
                    component="li"
                    key={status.id}
                    direction={{ xs: 'column', sm: 'row' }}
                    sx={{
                      gap: 1,
                      alignItems: { sm: 'center' },
                      justifyContent: 'space-between',
                      border: 1,
                      borderColor: 'divider',
                      borderRadius: 1,
                      px: 1.5,
                      py: 1,
                    }}
                  >
                    <Chip
                      size="small"
                      label={status.name}
                      sx={{ bgcolor: status.colour, color: '#fff', maxWidth: '100%', alignSelf: { xs: 'flex-start' } }}
                    />
                    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
                      {MESSAGE_CHANNELS.map((channel) => {
                        const existing = templateOf(status.id, channel)
                        return (
                          <Button
                            key={channel}
                            size="small"
                            variant={existing ? 'contained' : 'outlined'}
                            aria-label={
                              existing
                                ? t('settings:messages.channelOn', {
                                    channel: MESSAGE_CHANNEL_LABELS[channel],
                                    status: status.name,
                                  })
                                : t('settings:messages.channelOff', {
                                    channel: MESSAGE_CHANNEL_LABELS[channel],
                                    status: status.name,
                                  })
                            }
                            onClick={() => setEditing({ status, channel, existing })}
                          >
                            {MESSAGE_CHANNEL_LABELS[channel]}
                            {existing ? ' ✓' : ''}
                          </Button>
                        )
                      })}
                    </Stack>
                  </Stack>
                ))}
              </Stack>
            </Box>
          )
        })}
        {mayConfigure && <ProviderChannels />}
      </Stack>
      {editing && <TemplateDialog editing={editing} onClose={() => setEditing(null)} />}
    </SettingsLayout>
  )
}

function TemplateDialog({ editing, onClose }: { editing: Editing; onClose: () => void }) {
  const { status, channel, existing } = editing
  const { t } = useTranslation('settings')
  const fallback = defaultTemplate(status.group, channel)
  const [subject, setSubject] = useState(existing?.subject ?? fallback.subject)
  const [body, setBody] = useState(existing?.body ?? fallback.body)
  const [errors, setErrors] = useState<Errors>({})
  const save = useSaveRepairMessageTemplate()
  const remove = useRemoveRepairMessageTemplate()

  function submit(event: FormEvent) {
    event.preventDefault()
    setErrors({})
    save.mutate(
      { statusId: status.id, channel, subject, body },
      {
        onSuccess: (answer) => {
          showSnackbar(answer.message, 'success')
          onClose()
        },
        onError: (failure) => {
          if (isApiError(failure) && failure.errors) setErrors(failure.errors)
        },
      },
    )
  }

  function stop() {
    if (!existing) return
    remove.mutate(existing.id, {
      onSuccess: (answer) => {
        showSnackbar(answer.message, 'success')
        onClose()
      },
    })
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="template-dialog-title">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id="template-dialog-title">
          {t('settings:messages.dialogTitle', { channel: MESSAGE_CHANNEL_LABELS[channel], status: status.name })}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {channel === 'email' && (
              <TextField
                label={LABELS.subject}
                value={subject}
                onChange={(event) => setSubject(event.target.value)}
                error={Boolean(errors.subject)}
                helperText={errors.subject?.[0]}
              />
            )}
            <TextField
              label={LABELS.body}
              value={body}
              required
              multiline
              minRows={4}
              onChange={(event) => setBody(event.target.value)}
              error={Boolean(errors.body)}
              helperText={errors.body?.[0] ?? t('settings:messages.bodyHint')}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          {existing && (
            <Button color="error" onClick={stop} loading={remove.isPending}>
              {t('settings:messages.stop')}
            </Button>
          )}
          <Box sx={{ flex: 1 }} />
          <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {t('common:actions.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  )
}

function ProviderChannels() {
  const { t } = useTranslation('settings')
  const channels = useMessageChannels()
  return (
    <Box component="section" aria-labelledby="providers-title">
      <Typography id="providers-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {t('settings:messages.providersTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('settings:messages.providersIntro')}
      </Typography>
      <Stack spacing={2}>
        {(channels.data ?? []).map((settings) => (
          <ProviderForm key={`${settings.channel}-${settings.driver}-${settings.url}`} settings={settings} />
        ))}
      </Stack>
    </Box>
  )
}

function ProviderForm({ settings }: { settings: MessageChannelSettings }) {
  const { t } = useTranslation('settings')
  const [driver, setDriver] = useState<MessageDriverName>(settings.driver)
  const [url, setUrl] = useState(settings.url)
  const [token, setToken] = useState('')
  const [sender, setSender] = useState(settings.sender)
  const [errors, setErrors] = useState<Errors>({})
  const save = useSaveMessageChannel()
  const label = MESSAGE_CHANNEL_LABELS[settings.channel]

  function submit(event: FormEvent) {
    event.preventDefault()
    setErrors({})
    save.mutate(
      { channel: settings.channel, input: { driver, url, token, sender } },
      {
        onSuccess: (answer) => {
          showSnackbar(answer.message, 'success')
          setToken('')
        },
        onError: (failure) => {
          if (isApiError(failure) && failure.errors) setErrors(failure.errors)
        },
      },
    )
  }

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('settings:messages.provider', { channel: label })}>
      <Typography variant="subtitle2" component="h4" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '260px 1fr 1fr 140px auto' },
        }}
      >
        <TextField
          select
          size="small"
          label={LABELS.driver}
          value={driver}
          onChange={(event) => setDriver(event.target.value as MessageDriverName)}
        >
          {MESSAGE_DRIVERS.map((name) => (
            <MenuItem key={name} value={name}>
              {MESSAGE_DRIVER_LABELS[name]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label={LABELS.url}
          value={url}
          disabled={driver === 'log'}
          onChange={(event) => setUrl(event.target.value)}
          error={Boolean(errors.url)}
          helperText={errors.url?.[0]}
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
        <TextField
          size="small"
          type="password"
          autoComplete="new-password"
          label={LABELS.token}
          value={token}
          disabled={driver === 'log'}
          placeholder={settings.tokenSet ? t('settings:messages.tokenStored') : ''}
          helperText={settings.tokenSet ? t('settings:messages.tokenHint') : undefined}
          onChange={(event) => setToken(event.target.value)}
        />
        <TextField
          size="small"
          label={LABELS.sender}
          value={sender}
          onChange={(event) => setSender(event.target.value)}
          error={Boolean(errors.sender)}
          helperText={errors.sender?.[0]}
        />
        <Button
          type="submit"
          variant="outlined"
          loading={save.isPending}
          sx={{ alignSelf: 'start', justifySelf: 'start' }}
        >
          {t('settings:messages.saveChannel', { channel: label })}
        </Button>
      </Box>
    </Box>
  )
}
