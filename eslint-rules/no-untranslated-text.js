/**
 * Text a person reads must come from the translations (docs/languages.md). eslint-plugin-i18next guards the
 * JSX (its text and the attributes that show text); this rule guards what reaches people outside JSX:
 *
 * - the message of an error the API answers with (`new ConflictError('…')`, `ValidationError.field(f, '…')`,
 *   `new ValidationError({ field: ['…'] })`),
 * - a snackbar's text (`showSnackbar('…')`),
 * - a text property of an object (label, header, title, message, helperText, description, placeholder …),
 * - a value of a label or message map (`const X_LABELS = { name: 'Name' }`),
 * - a template literal shown as a JSX child (`{`${count} options`}`), which eslint-plugin-i18next lets
 *   through: there any word of two letters or more is text, as it is in JSX text itself.
 *
 * A string counts as text when it reads like words: letters with a space, or a capitalised word. Codes,
 * identifiers and keys ('pos:cart.empty', 'outlined', 'POST') do not.
 */
const TEXT_PROPERTIES = new Set([
  'label',
  'header',
  'headerName',
  'title',
  'message',
  'helperText',
  'description',
  'placeholder',
  'tooltip',
  'heading',
  'caption',
  'subtitle',
  'emptyText',
  'confirmLabel',
  'cancelLabel',
  'ariaLabel',
  'text',
  'hint',
])
const TEXT_CALLEES = new Set(['showSnackbar'])
/** The errors whose message the API answers with (platform/errors.ts and the backups' own); a plain Error is for the log. */
const USER_FACING_ERROR =
  /^(App|Validation|Unauthorized|Forbidden|NotFound|Conflict|TooManyRequests|InvalidBackup|BackupMismatch|InvalidRows)Error$/
const MAP_NAME = /_(LABELS|MESSAGES|TEXTS|TITLES|HINTS)$/

function looksLikeText(value) {
  if (typeof value !== 'string') return false
  const text = value.trim()
  if (!/[A-Za-z\u00C0-\u024F]{2,}/.test(text)) return false
  if (/^[a-z][\w-]*:[\w.$-]+$/.test(text)) return false // a translation key
  if (/\s/.test(text) && /[A-Za-z]{2,}/.test(text)) return true
  return /^[A-Z][a-z]+/.test(text)
}

/** A template literal's own words (its quasis), not counting all-capital codes ("IMEI", "SKU", "S-"). */
function templateWords(node) {
  return node.quasis
    .map((quasi) => quasi.value.cooked ?? '')
    .join(' ')
    .split(/[^A-Za-z\u00C0-\u024F]+/u)
    .filter((word) => word.length >= 2 && !/^[A-Z]+$/.test(word))
}

/** Each value an expression may end as: both branches of a condition, the right side of `a && b` or `a ?? b`. */
function eachOutcome(node, visit) {
  if (!node) return
  if (node.type === 'ConditionalExpression') {
    eachOutcome(node.consequent, visit)
    eachOutcome(node.alternate, visit)
  } else if (node.type === 'LogicalExpression') eachOutcome(node.right, visit)
  else visit(node)
}

function textOf(node) {
  if (!node) return undefined
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value
  if (node.type === 'TemplateLiteral') return node.quasis.map((quasi) => quasi.value.cooked ?? '').join(' ')
  return undefined
}

function propertyName(property) {
  if (property.type !== 'Property' || property.computed) return undefined
  if (property.key.type === 'Identifier') return property.key.name
  if (property.key.type === 'Literal') return String(property.key.value)
  return undefined
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Text people read comes from the translations, never a literal in the code.' },
    schema: [],
    messages: {
      literal:
        'Text people read comes from the translations: put "{{text}}" in locales/en/<namespace>.json (and every language) and use tr()/t() with its key.',
    },
  },
  create(context) {
    function check(node) {
      const text = textOf(node)
      if (looksLikeText(text)) {
        context.report({ node, messageId: 'literal', data: { text: text.trim().slice(0, 60) } })
      }
    }
    function checkValue(node) {
      eachOutcome(node, (value) => {
        if (value.type === 'ArrayExpression') value.elements.forEach(checkValue)
        // A message with its values: (label) => `The ${label} field is required.`
        else if (value.type === 'ArrowFunctionExpression' && value.body.type !== 'BlockStatement')
          checkValue(value.body)
        else check(value)
      })
    }
    function checkMap(object) {
      for (const property of object.properties) {
        if (property.type !== 'Property') continue
        if (property.value.type === 'ObjectExpression') checkMap(property.value)
        else checkValue(property.value)
      }
    }
    /** A value shown as a JSX child: a template literal with words is text. */
    function checkShown(node) {
      eachOutcome(node, (value) => {
        if (value.type === 'TemplateLiteral' && templateWords(value).length > 0)
          context.report({ node: value, messageId: 'literal', data: { text: textOf(value).trim().slice(0, 60) } })
      })
    }
    return {
      JSXExpressionContainer(node) {
        if (node.parent.type === 'JSXElement' || node.parent.type === 'JSXFragment') checkShown(node.expression)
      },
      NewExpression(node) {
        if (node.callee.type !== 'Identifier' || !USER_FACING_ERROR.test(node.callee.name)) return
        const [first] = node.arguments
        if (node.callee.name === 'ValidationError' && first?.type === 'ObjectExpression') checkMap(first)
        else checkValue(first)
      },
      CallExpression(node) {
        const callee = node.callee
        if (callee.type === 'Identifier' && TEXT_CALLEES.has(callee.name)) checkValue(node.arguments[0])
        if (
          callee.type === 'MemberExpression' &&
          callee.object.type === 'Identifier' &&
          callee.object.name === 'ValidationError' &&
          callee.property.type === 'Identifier' &&
          callee.property.name === 'field'
        ) {
          checkValue(node.arguments[1])
        }
      },
      Property(node) {
        const name = propertyName(node)
        if (name && TEXT_PROPERTIES.has(name)) checkValue(node.value)
      },
      VariableDeclarator(node) {
        if (node.id.type !== 'Identifier' || !MAP_NAME.test(node.id.name)) return
        let init = node.init
        while (init && (init.type === 'TSAsExpression' || init.type === 'TSSatisfiesExpression')) init = init.expression
        if (init?.type === 'ObjectExpression') checkMap(init)
      },
    }
  },
}
