import RefreshIcon from '@mui/icons-material/Refresh'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Grid from '@mui/material/Grid'
import LinearProgress from '@mui/material/LinearProgress'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import {
  DEFAULT_DATABASE_PORT,
  INSTALL_COMPLETE,
  INSTALL_PROGRESS,
  INSTALLER_LABELS,
  INSTALLER_STEP_DELAY_MS,
  installerDatabaseSchema,
  type InstallDriver,
  type InstallerDatabase,
  type InstallerDatabaseInput,
  type InstallerLicenseResponse,
  type InstallerRequirements,
} from '@counterpart/domain/schemas/installer'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useForm, useWatch } from 'react-hook-form'
import { CELL, FormTextField } from '../../../components/form-text-field.tsx'
import { applyServerErrors } from '../../../lib/form-errors.ts'
import { runInstallStep } from '../api/run-install-step.ts'
import { errorText } from './license-stage.tsx'

interface DatabaseStageProps {
  license: string
  admin: InstallerLicenseResponse['admin']
  serverAddress: string
}

interface Progress {
  value: number
  text: string
  failed: boolean
}

const DRIVER_LABELS: Record<InstallDriver, string> = {
  sqlite: 'installer:database.drivers.sqlite',
  postgres: 'installer:database.drivers.postgres',
}
const LOGIN_PATH = '/login'
const sleep = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms))

/** Stage 2 (spec 000 §2): requirements, the database form, the default login, Install and the progress bar. */
export function DatabaseStage({ license, admin, serverAddress }: DatabaseStageProps) {
  const { t } = useTranslation('installer')
  const requirements = useQuery({
    queryKey: ['installer-requirements', license],
    queryFn: () => runInstallStep<InstallerRequirements>({ step: 'step1', license }),
    retry: false,
  })
  const missing = requirements.data?.missing ?? []
  const ready = requirements.isSuccess && missing.length === 0

  const defaults: InstallerDatabaseInput = {
    database_driver: 'sqlite',
    database_host: serverAddress,
    database_port: DEFAULT_DATABASE_PORT.sqlite,
    database_name: 'counterpart',
    database_user: '',
    database_password: '',
  }
  const form = useForm<InstallerDatabaseInput, unknown, InstallerDatabase>({
    defaultValues: defaults,
    resolver: zodResolver(installerDatabaseSchema),
    mode: 'onChange',
  })
  const driver = useWatch({ control: form.control, name: 'database_driver' })
  const [progress, setProgress] = useState<Progress | null>(null)
  const [running, setRunning] = useState(false)
  const locked = !ready || running
  // A server message (e.g. the database refused the connection) stays under its field but does not
  // block a retry with the same values; the form's own rules do.
  const errors = Object.values(form.formState.errors)
  const serverOnly = errors.length > 0 && errors.every((error) => error?.type === 'server')
  const invalid = !form.formState.isValid && !serverOnly

  const install = form.handleSubmit(async (database) => {
    setRunning(true)
    for (const { step, start, done } of INSTALL_PROGRESS) {
      setProgress({ value: start.value, text: start.text, failed: false })
      try {
        const answer = await runInstallStep<{ message?: string }>({ step, license, ...database })
        setProgress({ value: done.value, text: answer.message ?? done.text, failed: false })
      } catch (error) {
        // Stop at the first failure, with the server's message in the error colour (spec 000 §4).
        applyServerErrors(error, form)
        setProgress((current) => ({ value: current?.value ?? start.value, text: errorText(error), failed: true }))
        setRunning(false)
        return
      }
      await sleep(INSTALLER_STEP_DELAY_MS)
    }
    setProgress({ value: INSTALL_COMPLETE.value, text: INSTALL_COMPLETE.text, failed: false })
    await sleep(INSTALLER_STEP_DELAY_MS)
    // A full load: the installed app now answers, with its own configuration and sign-in.
    window.location.assign(LOGIN_PATH)
  })

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 8 }}>
        <Stack spacing={3}>
          <Card variant="outlined">
            <CardContent>
              <Stack spacing={1.5}>
                <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
                  <Typography variant="h6" component="h2">
                    {t('installer:database.requirements')}
                  </Typography>
                  {!ready && !requirements.isFetching ? (
                    <Button startIcon={<RefreshIcon />} onClick={() => void requirements.refetch()}>
                      {t('installer:database.reload')}
                    </Button>
                  ) : null}
                </Stack>
                {requirements.isFetching ? (
                  <LinearProgress aria-label={t('installer:database.checkingRequirements')} />
                ) : null}
                {requirements.isError ? <Alert severity="error">{errorText(requirements.error)}</Alert> : null}
                {missing.map((item) => (
                  <Alert key={item} severity="error">
                    {item}
                  </Alert>
                ))}
                {(requirements.data?.loaded ?? []).map((item) => (
                  <Alert key={item} severity="success">
                    {item}
                  </Alert>
                ))}
              </Stack>
            </CardContent>
          </Card>

          <Card variant="outlined">
            <CardContent>
              <form onSubmit={install} noValidate>
                <Stack spacing={2}>
                  <Typography variant="h6" component="h2">
                    {t('installer:database.title')}
                  </Typography>
                  <Grid container spacing={2}>
                    <Grid size={12}>
                      <TextField
                        name="database_driver"
                        label={INSTALLER_LABELS.database_driver}
                        select
                        fullWidth
                        disabled={locked}
                        value={driver}
                        onChange={(event) => {
                          const next = event.target.value as InstallDriver
                          form.setValue('database_driver', next, { shouldValidate: true })
                          // Each driver starts from its own default port.
                          form.setValue('database_port', DEFAULT_DATABASE_PORT[next], { shouldValidate: true })
                        }}
                      >
                        {(Object.keys(DRIVER_LABELS) as InstallDriver[]).map((value) => (
                          <MenuItem key={value} value={value}>
                            {t(DRIVER_LABELS[value])}
                          </MenuItem>
                        ))}
                      </TextField>
                    </Grid>
                    {driver === 'postgres' ? (
                      <>
                        <FormTextField
                          cell={{ xs: 12, sm: 8 }}
                          control={form.control}
                          name="database_host"
                          label={INSTALLER_LABELS.database_host}
                          required
                          disabled={locked}
                        />
                        <FormTextField
                          cell={CELL.third}
                          control={form.control}
                          name="database_port"
                          label={INSTALLER_LABELS.database_port}
                          required
                          disabled={locked}
                          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                        />
                      </>
                    ) : null}
                    <FormTextField
                      cell={{ xs: 12, sm: driver === 'postgres' ? 4 : 12 }}
                      control={form.control}
                      name="database_name"
                      label={INSTALLER_LABELS.database_name}
                      required
                      disabled={locked}
                      helperText={driver === 'sqlite' ? t('installer:database.sqliteHint') : undefined}
                    />
                    {driver === 'postgres' ? (
                      <>
                        <FormTextField
                          cell={CELL.third}
                          control={form.control}
                          name="database_user"
                          label={INSTALLER_LABELS.database_user}
                          required
                          disabled={locked}
                          autoComplete="off"
                        />
                        <FormTextField
                          cell={CELL.third}
                          control={form.control}
                          name="database_password"
                          label={INSTALLER_LABELS.database_password}
                          type="password"
                          disabled={locked}
                          autoComplete="new-password"
                        />
                      </>
                    ) : null}
                  </Grid>
                  <Stack direction="row" spacing={2}>
                    <Button type="submit" variant="contained" disabled={locked || invalid} loading={running}>
                      {t('installer:database.install')}
                    </Button>
                    <Button
                      variant="outlined"
                      disabled={running}
                      onClick={() => {
                        form.reset(defaults)
                        setProgress(null)
                      }}
                    >
                      {t('installer:database.reset')}
                    </Button>
                  </Stack>
                  {progress ? (
                    <Box aria-live="polite">
                      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                        <LinearProgress
                          variant="determinate"
                          value={progress.value}
                          color={progress.failed ? 'error' : 'primary'}
                          sx={{ flexGrow: 1, height: 8, borderRadius: 1 }}
                          aria-label={t('installer:database.progress')}
                        />
                        <Typography variant="body2" sx={{ minWidth: 40 }} data-testid="install-percent">
                          {progress.value}%
                        </Typography>
                      </Stack>
                      <Typography
                        variant="body2"
                        color={progress.failed ? 'error' : 'text.secondary'}
                        sx={{ mt: 1 }}
                        data-testid="install-status"
                      >
                        {progress.text}
                      </Typography>
                    </Box>
                  ) : null}
                </Stack>
              </form>
            </CardContent>
          </Card>
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Card variant="outlined">
          <CardContent>
            <Stack spacing={1}>
              <Typography variant="h6" component="h2">
                {t('installer:login.title')}
              </Typography>
              <Typography variant="body2">
                {t('installer:login.email')}{' '}
                <strong>
                  <bdi>{admin.email}</bdi>
                </strong>
              </Typography>
              <Typography variant="body2">
                {t('installer:login.password')}{' '}
                <strong>
                  <bdi>{admin.password}</bdi>
                </strong>
              </Typography>
              <Alert severity="warning">{t('installer:login.changePassword')}</Alert>
            </Stack>
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  )
}
