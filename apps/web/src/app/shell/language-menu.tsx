import CheckIcon from '@mui/icons-material/Check'
import TranslateIcon from '@mui/icons-material/Translate'
import IconButton from '@mui/material/IconButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import Tooltip from '@mui/material/Tooltip'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@counterpart/domain/i18n/languages'
import { api, type MessageResponse } from '../../lib/api.ts'
import { appConfigurationQuery, useAppSession } from '../../lib/app-configuration.ts'
import { invalidatingMutation } from '../../lib/query-hooks.ts'
import { showSnackbar } from '../../lib/snackbar.ts'

function setOwnLanguage(language: Language | null): Promise<MessageResponse> {
  return api.patch<MessageResponse>('/me/language', { language })
}

// The page switches when the configuration comes back with the new choice (root-layout.tsx).
const useSetOwnLanguage = invalidatingMutation(setOwnLanguage, [appConfigurationQuery.queryKey])

/**
 * The user's own language (issue 32 §3), from the top bar: each language named in itself, and the shop's
 * language for whoever wants to follow it. The screen switches in place, without a reload.
 */
export function LanguageMenu() {
  const { t } = useTranslation('shell')
  const session = useAppSession()
  const own = session.autheried?.language ?? null
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const save = useSetOwnLanguage()
  const choose = (language: Language | null) => {
    setAnchor(null)
    if (language === own) return
    save.mutate(language, { onSuccess: (answer) => showSnackbar(answer.message, 'success') })
  }
  const shopName = LANGUAGE_NAMES[session.configs.language]
  return (
    <>
      <Tooltip title={t('shell:language.menu')}>
        <IconButton
          color="inherit"
          aria-label={t('shell:language.menu')}
          aria-haspopup="menu"
          aria-expanded={anchor !== null}
          onClick={(event) => setAnchor(event.currentTarget)}
          disabled={save.isPending}
        >
          <TranslateIcon />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem selected={own === null} onClick={() => choose(null)}>
          <ListItemIcon>{own === null && <CheckIcon fontSize="small" />}</ListItemIcon>
          <ListItemText primary={t('shell:language.shop', { name: shopName })} />
        </MenuItem>
        {LANGUAGES.map((language) => (
          <MenuItem key={language} selected={own === language} onClick={() => choose(language)}>
            <ListItemIcon>{own === language && <CheckIcon fontSize="small" />}</ListItemIcon>
            <ListItemText primary={<span lang={language}>{LANGUAGE_NAMES[language]}</span>} />
          </MenuItem>
        ))}
      </Menu>
    </>
  )
}
