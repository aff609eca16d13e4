import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router'
import { pathOf } from '../../lib/paths.ts'
import { DeviceUnitsPanel } from '../../components/device-units-panel.tsx'
import { RecordFormPage } from '../../components/record-form-page.tsx'
import { RecordHistory } from '../../components/record-history.tsx'
import { useRepair } from './api/get-repair.ts'
import { RepairForm } from './components/repair-form.tsx'
import { RepairStatusPanel } from './components/repair-status-panel.tsx'
import { RepairPartsPanel } from './components/repair-parts-panel.tsx'
import { RepairEstimatesPanel } from './components/repair-estimates-panel.tsx'
import { RepairEvidencePanel } from './components/repair-evidence-panel.tsx'
import { RepairMessagesPanel } from './components/repair-messages-panel.tsx'
import { RepairDepositsPanel } from './components/repair-deposits-panel.tsx'

/** repair-form/{id?}: a new repair job, or the edit of one. */
export function RepairFormPage() {
  const { t } = useTranslation('repairs')
  const params = useParams()
  const id = params.id ? Number(params.id) : null
  const navigate = useNavigate()
  const repair = useRepair(id)
  const editing = id !== null
  // Issue 30, item 7: "Open a come-back" on a collected repair opens a new one linked to it.
  const [search] = useSearchParams()
  const warrantyOf = !editing && /^\d+$/.test(search.get('warrantyOf') ?? '') ? Number(search.get('warrantyOf')) : null
  const original = useRepair(warrantyOf)

  return (
    <RecordFormPage
      title={editing ? t('repairs:form.editTitle') : t('repairs:list.add')}
      action={
        <Button component={RouterLink} to={pathOf('RepiarList')}>
          {t('repairs:form.backToList')}
        </Button>
      }
      record="repair"
      loading={editing && repair.isPending}
      failed={editing && repair.isError}
    >
      {() => (
        <>
          {repair.data && <RepairStatusPanel repair={repair.data} />}
          {repair.data && <RepairPartsPanel repair={repair.data} />}
          {repair.data && <RepairEstimatesPanel repair={repair.data} />}
          {repair.data && <RepairDepositsPanel repair={repair.data} />}
          <RepairForm
            key={repair.data?.id ?? (original.data ? `comeback-${original.data.id}` : 'new')}
            repair={repair.data ?? null}
            comeBackOf={original.data ?? null}
            onSaved={() => void navigate(pathOf('RepiarList'))}
            onCancel={() => void navigate(pathOf('RepiarList'))}
          />
          {/* Issue 30, items 6 and 8: evidence and messages, below the form. */}
          {repair.data && (
            <Box sx={{ mt: 2 }}>
              <RepairEvidencePanel repair={repair.data} />
              <RepairMessagesPanel repair={repair.data} />
            </Box>
          )}
          {repair.data && (
            <Box sx={{ mt: 2 }}>
              <DeviceUnitsPanel
                filter={{ document_type: 'repair', document_id: repair.data.id }}
                title={t('repairs:columns.device')}
              />
            </Box>
          )}
          {repair.data && <RecordHistory entity="repair" id={repair.data.id} sx={{ mt: 2 }} />}
        </>
      )}
    </RecordFormPage>
  )
}
