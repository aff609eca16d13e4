import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { ShopLogo } from '../../../components/shop-logo.tsx'
import { useConfigs } from '../../../lib/app-configuration.ts'

/** The centred card the sign-in and password pages share, under the shop's name. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  const { site_name } = useConfigs()
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Card variant="outlined" sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Box sx={{ display: 'flex', justifyContent: 'center', mb: 1 }}>
            <ShopLogo
              maxHeight={96}
              maxWidth={320}
              fallback={
                <Typography variant="h5" component="p" align="center" sx={{ fontWeight: 700 }}>
                  {site_name}
                </Typography>
              }
            />
          </Box>
          <Typography variant="subtitle1" component="h1" align="center" color="text.secondary" sx={{ mb: 2 }}>
            {title}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Box>
  )
}
