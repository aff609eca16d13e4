import Button from '@mui/material/Button'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useNavigate, useParams } from 'react-router'
import { pathOf } from '../../lib/paths.ts'
import { RecordFormPage } from '../../components/record-form-page.tsx'
import { RecordHistory } from '../../components/record-history.tsx'
import { useBill } from './api/get-bill.ts'
import { BillForm } from './components/bill-form.tsx'

/** bill-form/{id?}: a new bill, or the edit of one. After a save the bill opens for printing. */
export function BillFormPage() {
  const { t } = useTranslation('bills')
  const params = useParams()
  const id = params.id ? Number(params.id) : null
  const navigate = useNavigate()
  const bill = useBill(id)
  const editing = id !== null

  return (
    <RecordFormPage
      title={editing ? t('bills:form.editTitle') : t('bills:form.newTitle')}
      action={
        <Button component={RouterLink} to={pathOf('BillList')}>
          {t('bills:form.backToList')}
        </Button>
      }
      record="bill"
      loading={editing && bill.isPending}
      failed={editing && bill.isError}
    >
      {() => (
        <>
          <BillForm
            key={bill.data?.id ?? 'new'}
            bill={bill.data ?? null}
            onSaved={() => void navigate(pathOf('BillList'))}
            onCancel={() => void navigate(pathOf('BillList'))}
          />
          {bill.data && <RecordHistory entity="bill" id={bill.data.id} sx={{ mt: 2 }} />}
        </>
      )}
    </RecordFormPage>
  )
}
