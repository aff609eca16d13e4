import ClearIcon from '@mui/icons-material/Clear'
import DownloadIcon from '@mui/icons-material/Download'
import PrintIcon from '@mui/icons-material/Print'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { useTranslation } from 'react-i18next'

interface ReportActionsProps {
  onPrint: () => void
  /** A link to a server CSV export, or a function that builds the file in the browser. */
  csv: string | (() => void)
  csvName?: string
  onClear?: () => void
}

/** Print, Export CSV and Clear (back to the form); never printed themselves. */
export function ReportActions({ onPrint, csv, csvName, onClear }: ReportActionsProps) {
  const { t } = useTranslation('reports')
  return (
    <Stack direction="row" spacing={1} className="report-no-print" sx={{ mb: 2, flexWrap: 'wrap' }} useFlexGap>
      <Button variant="contained" startIcon={<PrintIcon />} onClick={onPrint}>
        {t('reports:actions.print')}
      </Button>
      {typeof csv === 'string' ? (
        <Button variant="outlined" startIcon={<DownloadIcon />} href={csv} download={csvName ?? true}>
          {t('reports:actions.exportCsv')}
        </Button>
      ) : (
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={csv}>
          {t('reports:actions.exportCsv')}
        </Button>
      )}
      {onClear && (
        <Button startIcon={<ClearIcon />} onClick={onClear}>
          {t('reports:actions.clear')}
        </Button>
      )}
    </Stack>
  )
}
