import Typography from '@mui/material/Typography'
import { ErrorHeading } from './error-heading.tsx'
import { useTranslation } from 'react-i18next'

export function Error404Page() {
  const { t } = useTranslation('shell')
  return (
    <>
      <ErrorHeading code={404} title={t('shell:errors.notFound.title')} />
      <Typography color="text.secondary">{t('shell:errors.notFound.body')}</Typography>
    </>
  )
}
