import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useNavigate } from 'react-router'
import { ErrorHeading } from './error-heading.tsx'
import { useTranslation } from 'react-i18next'

export function Error408Page() {
  const { t } = useTranslation('shell')
  const navigate = useNavigate()
  return (
    <>
      <ErrorHeading code={408} title={t('shell:errors.timeout.title')} />
      <Typography color="text.secondary" gutterBottom>
        {t('shell:errors.timeout.intro')}
      </Typography>
      <Typography component="ul" color="text.secondary" sx={{ pl: 3, my: 1 }}>
        <li>{t('shell:errors.timeout.connection')}</li>
        <li>{t('shell:errors.timeout.retry')}</li>
        <li>{t('shell:errors.timeout.checkFirst')}</li>
        <li>{t('shell:errors.timeout.support')}</li>
      </Typography>
      <Button variant="outlined" onClick={() => void navigate(-1)} sx={{ mt: 1 }}>
        {t('shell:errors.timeout.goBack')}
      </Button>
    </>
  )
}
