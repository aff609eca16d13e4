import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useNavigate } from 'react-router'
import { ErrorHeading } from './error-heading.tsx'

export function Error408Page() {
  const navigate = useNavigate()
  return (
    <>
      <ErrorHeading code={408} title="Request timeout" />
      <Typography color="text.secondary" gutterBottom>
        The server took too long to answer. What usually helps:
      </Typography>
      <Typography component="ul" color="text.secondary" sx={{ pl: 3, my: 1 }}>
        <li>Check the connection of this device (Wi-Fi or cable) and of the shop&apos;s network.</li>
        <li>Go back and try again in a moment; a busy server often answers on the second try.</li>
        <li>Before repeating a sale or a payment, check whether the first attempt was recorded.</li>
        <li>If it keeps happening, contact support and say what you were doing and at what time.</li>
      </Typography>
      <Button variant="outlined" onClick={() => void navigate(-1)} sx={{ mt: 1 }}>
        Go back and retry
      </Button>
    </>
  )
}
