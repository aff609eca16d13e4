import Divider from '@mui/material/Divider'
import Stack from '@mui/material/Stack'
import { SettingsLayout } from './components/settings-layout.tsx'
import { PrinterList } from './components/printing/printer-list.tsx'
import { PrintJobsTable } from './components/printing/print-jobs-table.tsx'
import { TillPrinters } from './components/printing/till-printers.tsx'
import { useTranslation } from 'react-i18next'

/**
 * Settings › Printers (issue 33; gate printerManage): the network receipt printers, each till's printer and
 * when it prints by itself, and the print queue with what did not print and why.
 */
export function PrintersSettingsPage() {
  const { t } = useTranslation('settings')
  return (
    <SettingsLayout title={t('settings:sections.printers')}>
      <Stack spacing={3} divider={<Divider flexItem />}>
        <PrinterList />
        <TillPrinters />
        <PrintJobsTable />
      </Stack>
    </SettingsLayout>
  )
}
