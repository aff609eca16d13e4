import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import Grid from '@mui/material/Grid'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { APP_VERSION } from '@counterpart/domain/constants'
import type { InstallerLicenseResponse } from '@counterpart/domain/schemas/installer'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useInstallerStatus } from './api/get-installer-status.ts'
import { DatabaseStage } from './components/database-stage.tsx'
import { LicenseStage } from './components/license-stage.tsx'

interface Unlocked {
  license: string
  admin: InstallerLicenseResponse['admin']
}

/** The web installer (spec 000 §2, §4): license first, then requirements, database and progress. */
export function InstallerPage() {
  const { t } = useTranslation('installer')
  const status = useInstallerStatus()
  const [unlocked, setUnlocked] = useState<Unlocked | null>(null)

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', py: { xs: 2, md: 6 } }}>
      <Container maxWidth={unlocked ? 'lg' : 'sm'}>
        <Stack spacing={3}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
            <Typography variant="h4" component="h1">
              {t('installer:title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('installer:version', { version: status.data?.version ?? APP_VERSION })}
            </Typography>
          </Stack>
          {status.isPending ? <LinearProgress aria-label={t('installer:checking')} /> : null}
          {status.isSuccess && !unlocked ? (
            <LicenseStage onUnlocked={(license, admin) => setUnlocked({ license, admin })} />
          ) : null}
          {status.isSuccess && unlocked ? (
            <Grid container spacing={3}>
              <Grid size={12}>
                <DatabaseStage license={unlocked.license} admin={unlocked.admin} serverAddress={status.data.ip} />
              </Grid>
            </Grid>
          ) : null}
        </Stack>
      </Container>
    </Box>
  )
}
