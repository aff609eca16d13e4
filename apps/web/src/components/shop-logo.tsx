import { useState, type ReactNode } from 'react'
import { useConfigs } from '../lib/app-configuration.ts'
import { uploadUrl } from '../lib/upload-url.ts'

/**
 * The app logo uploaded in Settings → Logos, at most the size the general settings give it (logoWidth ×
 * logoHight) and the room the place offers, named by the shop's name. Without a logo, or when its file
 * cannot be loaded, the `fallback` (the shop's name) shows instead. A plain image: the sign-in page
 * draws it within its small script budget.
 */
export function ShopLogo({
  fallback,
  maxWidth = Number.POSITIVE_INFINITY,
  maxHeight = Number.POSITIVE_INFINITY,
}: {
  fallback: ReactNode
  maxWidth?: number
  maxHeight?: number
}) {
  const { logo, logoWidth, logoHight, site_name } = useConfigs()
  const source = uploadUrl(logo)
  const [broken, setBroken] = useState<string | undefined>(undefined)
  if (!source || broken === source) return <>{fallback}</>
  const width = Math.min(logoWidth || maxWidth, maxWidth)
  const height = Math.min(logoHight || maxHeight, maxHeight)
  return (
    <img
      src={source}
      alt={site_name}
      onError={() => setBroken(source)}
      style={{
        display: 'block',
        width: 'auto',
        height: 'auto',
        maxWidth: Number.isFinite(width) ? `min(100%, ${width}px)` : '100%',
        maxHeight: Number.isFinite(height) ? height : undefined,
        objectFit: 'contain',
      }}
    />
  )
}
