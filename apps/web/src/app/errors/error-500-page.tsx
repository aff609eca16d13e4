import Typography from '@mui/material/Typography'
import { ErrorHeading } from './error-heading.tsx'
import { useTranslation } from 'react-i18next'

export function Error500Page() {
  const { t } = useTranslation('shell')
  return (
    <>
      <ErrorHeading code={500} title={t('shell:errors.serverError.title')} />
      <Typography color="text.secondary">{t('shell:errors.serverError.body')}</Typography>
    </>
  )
}
