import FormatBoldIcon from '@mui/icons-material/FormatBold'
import FormatItalicIcon from '@mui/icons-material/FormatItalic'
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted'
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered'
import FormatQuoteIcon from '@mui/icons-material/FormatQuote'
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined'
import RedoIcon from '@mui/icons-material/Redo'
import StrikethroughSIcon from '@mui/icons-material/StrikethroughS'
import TitleIcon from '@mui/icons-material/Title'
import UndoIcon from '@mui/icons-material/Undo'
import Box from '@mui/material/Box'
import Divider from '@mui/material/Divider'
import FormHelperText from '@mui/material/FormHelperText'
import IconButton from '@mui/material/IconButton'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

interface RichTextEditorProps {
  label: string
  value: string
  onChange: (html: string) => void
  error?: string
}

/**
 * The product description editor (TipTap). It makes only the formatting the server keeps when it
 * sanitises the description; it lives in the product form's chunk only.
 */
export function RichTextEditor({ label, value, onChange, error }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false }, codeBlock: false })],
    content: value,
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    editorProps: { attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true' } },
  })

  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <Paper variant="outlined" sx={{ borderColor: error ? 'error.main' : undefined }}>
        <Toolbar editor={editor} />
        <Divider />
        <Box
          sx={{
            px: 2,
            minHeight: 140,
            '& .ProseMirror': { outline: 'none', minHeight: 120, py: 1 },
            '& .ProseMirror p': { my: 0.5 },
          }}
        >
          <EditorContent editor={editor} />
        </Box>
      </Paper>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  )
}

function Toolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      strike: current.isActive('strike'),
      heading: current.isActive('heading', { level: 3 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  })
  const { t } = useTranslation('catalog')

  const button = (title: string, icon: ReactNode, active: boolean, run: () => void, disabled = false) => (
    <Tooltip title={title} key={title}>
      <span>
        <IconButton
          size="small"
          aria-label={title}
          aria-pressed={active}
          color={active ? 'primary' : 'default'}
          disabled={disabled}
          onMouseDown={(event) => event.preventDefault()}
          onClick={run}
        >
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  )

  return (
    <Stack direction="row" sx={{ p: 0.5, flexWrap: 'wrap' }}>
      {button(t('catalog:editor.bold'), <FormatBoldIcon fontSize="small" />, state.bold, () =>
        editor.chain().focus().toggleBold().run(),
      )}
      {button(t('catalog:editor.italic'), <FormatItalicIcon fontSize="small" />, state.italic, () =>
        editor.chain().focus().toggleItalic().run(),
      )}
      {button(t('catalog:editor.underline'), <FormatUnderlinedIcon fontSize="small" />, state.underline, () =>
        editor.chain().focus().toggleUnderline().run(),
      )}
      {button(t('catalog:editor.strikethrough'), <StrikethroughSIcon fontSize="small" />, state.strike, () =>
        editor.chain().focus().toggleStrike().run(),
      )}
      {button(t('catalog:editor.heading'), <TitleIcon fontSize="small" />, state.heading, () =>
        editor.chain().focus().toggleHeading({ level: 3 }).run(),
      )}
      {button(t('catalog:editor.bulletList'), <FormatListBulletedIcon fontSize="small" />, state.bulletList, () =>
        editor.chain().focus().toggleBulletList().run(),
      )}
      {button(t('catalog:editor.numberedList'), <FormatListNumberedIcon fontSize="small" />, state.orderedList, () =>
        editor.chain().focus().toggleOrderedList().run(),
      )}
      {button(t('catalog:editor.quote'), <FormatQuoteIcon fontSize="small" />, state.blockquote, () =>
        editor.chain().focus().toggleBlockquote().run(),
      )}
      {button(
        t('catalog:editor.undo'),
        <UndoIcon fontSize="small" />,
        false,
        () => editor.chain().focus().undo().run(),
        !state.canUndo,
      )}
      {button(
        t('catalog:editor.redo'),
        <RedoIcon fontSize="small" />,
        false,
        () => editor.chain().focus().redo().run(),
        !state.canRedo,
      )}
    </Stack>
  )
}
