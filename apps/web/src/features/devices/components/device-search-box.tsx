import ManageSearchIcon from '@mui/icons-material/ManageSearch'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import InputBase from '@mui/material/InputBase'
import Tooltip from '@mui/material/Tooltip'
import type { DeviceUnit } from '@counterpart/domain/schemas/devices'
import type { Page } from '@counterpart/domain/schemas/paging'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useNavigate } from 'react-router'
import { api } from '../../../lib/api.ts'
import { pathOf } from '../../../lib/paths.ts'
import { showSnackbar } from '../../../lib/snackbar.ts'
import { DEVICE_LIST_PATH } from '../api/get-devices.ts'

/** Where a top-bar search leads: one unit's passport, or the list of the several it found. */
export function deviceSearchTarget(search: string, page: Page<Pick<DeviceUnit, 'id'>>): string | null {
  if (page.total === 0) return null
  const [only] = page.items
  if (page.total === 1 && only) return pathOf('DeviceDetails', { id: only.id })
  return `${pathOf('DeviceList')}?search=${encodeURIComponent(search)}`
}

/**
 * The top bar's device search (issue 29, item 8): a full IMEI, the last 6 digits printed on a box or
 * receipt, or a serial opens that unit's passport; several matches open the Devices list on them. A narrow
 * window shows only a button to the list, whose search box does the same.
 */
export function DeviceSearchBox({ compact }: { compact: boolean }) {
  const navigate = useNavigate()
  const [text, setText] = useState('')
  const [busy, setBusy] = useState(false)
  const { t } = useTranslation('shell')

  if (compact) {
    return (
      <Tooltip title={t('shell:deviceSearch.find')}>
        <IconButton
          color="inherit"
          component={RouterLink}
          to={pathOf('DeviceList')}
          aria-label={t('shell:deviceSearch.find')}
        >
          <ManageSearchIcon />
        </IconButton>
      </Tooltip>
    )
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const search = text.trim()
    if (!search || busy) return
    setBusy(true)
    try {
      const page = await api.get<Page<DeviceUnit>>(DEVICE_LIST_PATH, { query: { search, itemsPerPage: 10 } })
      const target = deviceSearchTarget(search, page)
      if (target === null) {
        showSnackbar(t('shell:deviceSearch.none', { search }), 'warning')
        return
      }
      setText('')
      void navigate(target)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Box
      component="form"
      role="search"
      onSubmit={(event: FormEvent) => void submit(event)}
      sx={{
        display: 'flex',
        alignItems: 'center',
        mx: 1,
        px: 1,
        borderRadius: 1,
        bgcolor: 'rgba(255, 255, 255, 0.15)',
        width: { sm: 200, md: 260 },
      }}
    >
      <ManageSearchIcon fontSize="small" aria-hidden />
      <InputBase
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('shell:deviceSearch.placeholder')}
        inputProps={{ 'aria-label': t('shell:deviceSearch.label'), maxLength: 100 }}
        sx={{ color: 'inherit', ml: 1, flex: 1 }}
        disabled={busy}
      />
    </Box>
  )
}
