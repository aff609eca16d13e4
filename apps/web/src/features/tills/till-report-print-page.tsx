import DownloadIcon from '@mui/icons-material/Download'
import Button from '@mui/material/Button'
import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import type { TillReport } from '@counterpart/domain/schemas/tills'
import type { UseQueryResult } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { PrintLayout } from '../../components/print-layout.tsx'
import { isRollWidth } from '../../components/print-page-size.ts'
import { QueryStatus } from '../../components/query-status.tsx'
import { useConfigs } from '../../lib/app-configuration.ts'
import { pathOf } from '../../lib/paths.ts'
import { useIdParam } from '../../lib/use-id-param.ts'
import { useXReport, xReportCsvUrl } from './api/x-report.ts'
import { useZReport, zReportCsvUrl } from './api/z-report.ts'
import { TillReportDocument } from './components/till-report-document.tsx'
import { useTranslation } from 'react-i18next'

type Paper = 'receipt' | 'a4'

const PAPER_SIZE = { receipt: { width: 80, height: 297 }, a4: { width: 210, height: 297 } } as const

/** The paper of the address (?paper=receipt|a4), else the shop's printer: a roll prints a receipt. */
function usePaper(): [Paper, (paper: Paper) => void] {
  const { printerWidth } = useConfigs()
  const [search, setSearch] = useSearchParams()
  const asked = search.get('paper')
  const paper: Paper =
    asked === 'a4' || asked === 'receipt' ? asked : printerWidth > 0 && !isRollWidth(printerWidth) ? 'a4' : 'receipt'
  return [paper, (next) => setSearch({ paper: next }, { replace: true })]
}

function ReportPrint({
  query,
  csvUrl,
  backTo,
}: {
  query: UseQueryResult<TillReport>
  csvUrl: string | null
  backTo: string
}) {
  const [paper, setPaper] = usePaper()
  const { t } = useTranslation('tills')
  const report = query.data
  return (
    <PrintLayout
      backTo={backTo}
      paper={PAPER_SIZE[paper]}
      actions={
        <>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={paper}
            onChange={(_, next: Paper | null) => next && setPaper(next)}
            aria-label={t('tills:print.paper')}
          >
            <ToggleButton value="receipt" sx={{ whiteSpace: 'nowrap' }}>
              <bdi>80 mm</bdi>
            </ToggleButton>
            <ToggleButton value="a4">A4</ToggleButton>
          </ToggleButtonGroup>
          {csvUrl && report && (
            <Button variant="outlined" startIcon={<DownloadIcon />} href={csvUrl} download>
              CSV
            </Button>
          )}
        </>
      }
    >
      <QueryStatus query={query} record="till report" />
      {report && <TillReportDocument report={report} wide={paper === 'a4'} />}
    </PrintLayout>
  )
}

/**
 * print/till-report/{session} (TillReportPrint, gate saleCreate): the X report of an open session, live;
 * once the session is closed the same address answers its Z, so the cashier who closed prints it.
 */
export function TillReportPrintPage() {
  const id = useIdParam()
  return <ReportPrint query={useXReport(id)} csvUrl={id === null ? null : xReportCsvUrl(id)} backTo={pathOf('Till')} />
}

/** print/z-report/{session} (ZReportPrint, gate reports): the stored Z, identical on every reprint. */
export function ZReportPrintPage() {
  const id = useIdParam()
  return (
    <ReportPrint
      query={useZReport(id)}
      csvUrl={id === null ? null : zReportCsvUrl(id)}
      backTo={id ? pathOf('TillSession', { id }) : pathOf('Reports')}
    />
  )
}
