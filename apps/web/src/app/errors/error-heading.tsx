import Typography from '@mui/material/Typography'

export function ErrorHeading({ code, title }: { code: number; title: string }) {
  return (
    <>
      <Typography variant="h2" component="p" color="primary" sx={{ fontWeight: 700, lineHeight: 1.1 }}>
        {code}
      </Typography>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
    </>
  )
}
