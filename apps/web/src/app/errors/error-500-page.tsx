import Typography from '@mui/material/Typography'
import { ErrorHeading } from './error-heading.tsx'

export function Error500Page() {
  return (
    <>
      <ErrorHeading code={500} title="Internal server error" />
      <Typography color="text.secondary">
        Something went wrong on the server and your request could not be completed. Please try again; if it keeps
        happening, contact support and say what you were doing and at what time.
      </Typography>
    </>
  )
}
