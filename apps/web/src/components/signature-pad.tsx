import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormHelperText from '@mui/material/FormHelperText'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useEffect, useRef, useState, type PointerEvent } from 'react'
import { useTranslation } from 'react-i18next'

const WIDTH = 600
const HEIGHT = 200
// Spec 001 §9: the pen is black.
const PEN = '#000000'

interface SignaturePadProps {
  /** Called with the PNG data URL when the signature is saved. */
  onSave: (dataUrl: string) => void
  /** A signature stored before (edit), shown until a new one is drawn. */
  current?: string | null
  error?: string
  disabled?: boolean
}

/**
 * The signature pad of the Buy From Customer form (spec 001 §4): locked, then active after Activate,
 * then locked again after Save. Drawn with the pointer (mouse, pen or finger) on a white canvas.
 */
export function SignaturePad({ onSave, current, error, disabled = false }: SignaturePadProps) {
  const { t } = useTranslation('common')
  const canvas = useRef<HTMLCanvasElement>(null)
  const drawing = useRef(false)
  const [active, setActive] = useState(false)
  const [saved, setSaved] = useState(false)
  const [empty, setEmpty] = useState(true)

  // The canvas starts white, so the saved PNG has no transparent background.
  useEffect(() => {
    const ctx = canvas.current?.getContext('2d')
    if (!ctx) return
    ctx.fillStyle = '#ffffff'
    ctx.fillRect(0, 0, WIDTH, HEIGHT)
  }, [])

  function context(): CanvasRenderingContext2D | null {
    return canvas.current?.getContext('2d') ?? null
  }

  function clear() {
    const ctx = context()
    if (!ctx) return
    ctx.fillStyle = '#ffffff'
    ctx.fillRect(0, 0, WIDTH, HEIGHT)
    setEmpty(true)
  }

  function point(event: PointerEvent<HTMLCanvasElement>): { x: number; y: number } {
    const rect = event.currentTarget.getBoundingClientRect()
    return {
      x: ((event.clientX - rect.left) * WIDTH) / rect.width,
      y: ((event.clientY - rect.top) * HEIGHT) / rect.height,
    }
  }

  function down(event: PointerEvent<HTMLCanvasElement>) {
    if (!active) return
    const ctx = context()
    if (!ctx) return
    event.currentTarget.setPointerCapture(event.pointerId)
    drawing.current = true
    const { x, y } = point(event)
    ctx.strokeStyle = PEN
    ctx.lineWidth = 2.5
    ctx.lineCap = 'round'
    ctx.lineJoin = 'round'
    ctx.beginPath()
    ctx.moveTo(x, y)
  }

  function move(event: PointerEvent<HTMLCanvasElement>) {
    if (!active || !drawing.current) return
    const ctx = context()
    if (!ctx) return
    const { x, y } = point(event)
    ctx.lineTo(x, y)
    ctx.stroke()
    setEmpty(false)
  }

  function up() {
    drawing.current = false
  }

  function activate() {
    if (saved) clear()
    setSaved(false)
    setActive(true)
  }

  function save() {
    if (!canvas.current || empty) return
    onSave(canvas.current.toDataURL('image/png'))
    setActive(false)
    setSaved(true)
  }

  return (
    <Box role="group" aria-labelledby="signature-pad-title">
      <Typography id="signature-pad-title" variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {t('common:signature.title')}
      </Typography>
      {current && !saved && empty && (
        <Box sx={{ mb: 1 }}>
          <Typography variant="caption" color="text.secondary">
            {t('common:signature.onRecordHint')}
          </Typography>
          <Box
            component="img"
            src={current}
            alt={t('common:signature.onRecord')}
            sx={{ display: 'block', maxWidth: 240, bgcolor: '#fff', border: 1, borderColor: 'divider' }}
          />
        </Box>
      )}
      <Box
        component="canvas"
        ref={canvas}
        width={WIDTH}
        height={HEIGHT}
        aria-label={t('common:signature.pad')}
        role="img"
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerLeave={up}
        sx={{
          display: 'block',
          width: '100%',
          maxWidth: WIDTH,
          aspectRatio: `${WIDTH} / ${HEIGHT}`,
          border: 2,
          borderStyle: active ? 'solid' : 'dashed',
          borderColor: error ? 'error.main' : active ? 'primary.main' : 'divider',
          borderRadius: 1,
          touchAction: 'none',
          cursor: active ? 'crosshair' : 'not-allowed',
          bgcolor: '#fff',
        }}
      />
      <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
        {!active ? (
          <Button variant="outlined" onClick={activate} disabled={disabled}>
            {t('common:signature.activate')}
          </Button>
        ) : (
          <>
            <Button onClick={clear} disabled={disabled}>
              {t('common:actions.clear')}
            </Button>
            <Button variant="contained" onClick={save} disabled={disabled || empty}>
              {t('common:actions.save')}
            </Button>
          </>
        )}
        {saved && (
          <Typography variant="body2" color="success.main">
            {t('common:signature.saved')}
          </Typography>
        )}
      </Stack>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  )
}
