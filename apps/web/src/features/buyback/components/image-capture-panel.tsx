import CameraAltIcon from '@mui/icons-material/CameraAlt'
import CameraswitchIcon from '@mui/icons-material/Cameraswitch'
import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import UploadFileIcon from '@mui/icons-material/UploadFile'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import ButtonBase from '@mui/material/ButtonBase'
import FormHelperText from '@mui/material/FormHelperText'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

const ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png'
// Spec 001 §9 "Camera chunk size 512": frames are captured 512 pixels wide.
const CAPTURE_WIDTH = 512

interface ImageCapturePanelProps {
  title: string
  /** The form field, for the file input's name and labels ("photo", "docs"). */
  name: string
  file: File | null
  onChange: (file: File | null) => void
  /** A file stored before (edit), shown until a new one is chosen. */
  current?: string | null
  error?: string
}

/**
 * An expandable Upload Photo / Upload Identity panel (spec 001 §2): take a picture with the front or
 * rear camera, or pick a jpg/png file. Camera failures are only logged (spec 001 §8).
 */
export function ImageCapturePanel({ title, name, file, onChange, current, error }: ImageCapturePanelProps) {
  const { t } = useTranslation('buyback')
  const video = useRef<HTMLVideoElement>(null)
  const stream = useRef<MediaStream | null>(null)
  const [open, setOpen] = useState(false)
  const [cameraOn, setCameraOn] = useState(false)
  const [facing, setFacing] = useState<'user' | 'environment'>('environment')
  const [preview, setPreview] = useState<string | null>(null)

  useEffect(() => {
    if (!file) {
      setPreview(null)
      return
    }
    const url = URL.createObjectURL(file)
    setPreview(url)
    return () => URL.revokeObjectURL(url)
  }, [file])

  useEffect(() => () => stopCamera(), [])

  function stopCamera() {
    stream.current?.getTracks().forEach((track) => track.stop())
    stream.current = null
    setCameraOn(false)
  }

  async function startCamera(mode: 'user' | 'environment') {
    stopCamera()
    try {
      const media = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: mode, width: { ideal: CAPTURE_WIDTH } },
      })
      stream.current = media
      setFacing(mode)
      setCameraOn(true)
      if (video.current) {
        video.current.srcObject = media
        await video.current.play()
      }
    } catch (failure) {
      console.error('Camera could not be opened', failure)
      stopCamera()
    }
  }

  function capture() {
    const element = video.current
    if (!element || !element.videoWidth) return
    const canvas = document.createElement('canvas')
    canvas.width = CAPTURE_WIDTH
    canvas.height = Math.round((element.videoHeight * CAPTURE_WIDTH) / element.videoWidth)
    canvas.getContext('2d')?.drawImage(element, 0, 0, canvas.width, canvas.height)
    canvas.toBlob(
      (blob) => {
        if (blob) onChange(new File([blob], `${name}.jpg`, { type: 'image/jpeg' }))
        stopCamera()
      },
      'image/jpeg',
      0.9,
    )
  }

  const shown = preview ?? current ?? null
  const toggle = (next: boolean) => {
    setOpen(next)
    if (!next) stopCamera()
  }

  return (
    // A plain disclosure, not MUI's Accordion: the terminal's Add dialog carries this form, and every kilobyte
    // the terminal may load counts against its budget.
    <Paper variant="outlined">
      <ButtonBase
        id={`${name}-panel-header`}
        aria-expanded={open}
        aria-controls={`${name}-panel`}
        onClick={() => toggle(!open)}
        sx={{ width: '100%', justifyContent: 'flex-start', gap: 2, px: 2, py: 1.5, textAlign: 'start' }}
      >
        <Typography sx={{ flexGrow: 1 }}>
          {title}
          {file && (
            <Typography component="span" variant="body2" color="success.main" sx={{ ml: 2 }}>
              {file.name}
            </Typography>
          )}
        </Typography>
        <ExpandMoreIcon sx={{ transform: open ? 'rotate(180deg)' : 'none' }} aria-hidden />
      </ButtonBase>
      <Box
        id={`${name}-panel`}
        role="region"
        aria-labelledby={`${name}-panel-header`}
        hidden={!open}
        sx={{ px: 2, pb: 2 }}
      >
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button variant="outlined" component="label" startIcon={<UploadFileIcon />}>
            {t('buyback:capture.chooseFile')}
            <input
              hidden
              type="file"
              name={name}
              accept={ACCEPT}
              aria-label={t('buyback:capture.fileOf', { title })}
              onChange={(event) => {
                onChange(event.target.files?.[0] ?? null)
                event.target.value = ''
              }}
            />
          </Button>
          {!cameraOn ? (
            <Button variant="outlined" startIcon={<CameraAltIcon />} onClick={() => void startCamera(facing)}>
              {t('buyback:capture.camera')}
            </Button>
          ) : (
            <>
              <Button variant="contained" startIcon={<CameraAltIcon />} onClick={capture}>
                {t('buyback:capture.capture')}
              </Button>
              <Button
                startIcon={<CameraswitchIcon />}
                onClick={() => void startCamera(facing === 'user' ? 'environment' : 'user')}
              >
                {facing === 'user' ? t('buyback:capture.rearCamera') : t('buyback:capture.frontCamera')}
              </Button>
              <Button onClick={stopCamera}>{t('buyback:capture.closeCamera')}</Button>
            </>
          )}
          {file && (
            <Button color="error" onClick={() => onChange(null)}>
              {t('buyback:capture.remove')}
            </Button>
          )}
        </Stack>
        <Box
          component="video"
          ref={video}
          muted
          playsInline
          sx={{ display: cameraOn ? 'block' : 'none', mt: 1, width: '100%', maxWidth: CAPTURE_WIDTH }}
        />
        {shown && !cameraOn && (
          <Box
            component="img"
            src={shown}
            alt={title}
            sx={{ display: 'block', mt: 1, maxWidth: '100%', maxHeight: 240, objectFit: 'contain' }}
          />
        )}
        {error && <FormHelperText error>{error}</FormHelperText>}
      </Box>
    </Paper>
  )
}
