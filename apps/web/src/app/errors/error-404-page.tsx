import Typography from '@mui/material/Typography'
import { ErrorHeading } from './error-heading.tsx'

export function Error404Page() {
  return (
    <>
      <ErrorHeading code={404} title="Page not found" />
      <Typography color="text.secondary">
        The page or record you asked for does not exist, or it has been moved or removed. Check the address, or start
        again from the home page.
      </Typography>
    </>
  )
}
