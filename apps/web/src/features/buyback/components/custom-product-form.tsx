import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CardHeader from '@mui/material/CardHeader'
import Grid from '@mui/material/Grid'
import Stack from '@mui/material/Stack'
import {
  BUYBACK_DEFAULT_GATEWAY,
  BUYBACK_LABELS,
  BUYBACK_MESSAGES,
  BUYBACK_PAID_BY,
  CHECK_RESULT_TEXT,
  CHECK_RESULTS,
  customProductInputSchema,
  creditOffer,
  ID_TYPES,
  type CustomProductRecord,
} from '@counterpart/domain/schemas/buyback'
import type { PosCustomer } from '@counterpart/domain/schemas/contacts'
import { fromCents, toCents } from '@counterpart/domain/money'
import { STORE_CREDIT_GATEWAY } from '@counterpart/domain/schemas/tenders'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { useWatch } from 'react-hook-form'
import { bindTextFields, CELL, FormAmountField } from '../../../components/form-text-field.tsx'
import { FormSelectField } from '../../../components/form-choice-fields.tsx'
import { isApiError } from '../../../lib/api-error.ts'
import { useConfigs } from '../../../lib/app-configuration.ts'
import { applyServerErrors } from '../../../lib/form-errors.ts'
import { showSnackbar } from '../../../lib/snackbar.ts'
import { useCreateCustomProduct } from '../api/create-custom-product.ts'
import { useUpdateCustomProduct } from '../api/update-custom-product.ts'
import { ImageCapturePanel } from './image-capture-panel.tsx'
import { SignaturePad } from '../../../components/signature-pad.tsx'
import { ImeiCheck } from '../../../components/imei-check.tsx'
import { recordTexts, useZodForm } from '../../../lib/use-zod-form.ts'
import { FormErrorsAlert } from '../../../components/form-actions.tsx'
import { CustomerPicker } from '../../../components/customer-picker.tsx'
import { useFormatters } from '../../../lib/use-formatters.ts'

export interface CustomProductFormValues {
  fullName: string
  phone: string
  address: string
  model: string
  imei: string
  cost: string
  price: string
  /** How the customer is paid (issue 28): the payout's gateway; cash moves the till's drawer. */
  gateway: string
  /** Issue 31: who takes the store credit when the customer is paid in it; empty otherwise. */
  customer_id: string
  /** The saved signature as a data URL; empty until the pad's Save. */
  sign: string
  /** Issue 29: the seller's identity document, as the police register lists it. */
  idType: string
  idNumber: string
  /** Issue 29: the stolen-device check (clear, flagged, not checked; empty when none is recorded). */
  checkService: string
  checkReference: string
  checkResult: string
  /** Keeps an IMEI whose check digit is wrong (issue 29): sent only when the warning shows. */
  imeiOverrideReason: string
}

function defaults(item: CustomProductRecord | null): CustomProductFormValues {
  return {
    ...recordTexts(item, ['fullName', 'phone', 'address', 'model', 'imei']),
    cost: item ? String(item.cost) : '',
    price: item ? String(item.price) : '',
    gateway: item?.gateway ?? BUYBACK_DEFAULT_GATEWAY,
    customer_id: '',
    sign: '',
    ...recordTexts(item, ['idType', 'idNumber', 'checkService', 'checkReference', 'checkResult']),
    imeiOverrideReason: '',
  }
}

interface CustomProductFormProps {
  item: CustomProductRecord | null
  onSaved: (id: number) => void
}

/**
 * Buy From Customer (spec 001 §2): the Information card (customer, signature pad, photo and identity
 * panels) and the Properties card (cost, price, and how the customer is paid: the payout is money out, in
 * cash from this device's till). Also meant for the POS Add dialog's tab.
 */
/** The form's option lists, built while drawing so they read in the current language. */
function useOptionLists() {
  const { t } = useTranslation('buyback')
  const paidBy = Object.entries(BUYBACK_PAID_BY).map(([value, label]) => ({ value, label }))
  return {
    paidBy,
    // Store credit is chosen only when an item is bought (issue 31): an edit keeps how it was paid.
    paidInMoney: paidBy.filter((option) => option.value !== STORE_CREDIT_GATEWAY),
    idTypes: [
      { value: '', label: t('buyback:form.noIdType') },
      ...ID_TYPES.map((type) => ({ value: type, label: type })),
    ],
    checkResults: [
      { value: '', label: t('buyback:details.notRecorded') },
      ...CHECK_RESULTS.map((result) => ({ value: result, label: CHECK_RESULT_TEXT[result] })),
    ],
  }
}
/**
 * What the customer is offered (issue 31): the cost in money, or in store credit with the shop's bonus, shown
 * before they choose.
 */
function CreditOffer({ cost, bonusRate }: { cost: string; bonusRate: number }) {
  const { money } = useFormatters()
  const cents = centsOfText(cost)
  if (cents === null || cents <= 0) return null
  const offer = creditOffer(cents, bonusRate)
  return (
    <Typography variant="body2" color="text.secondary" data-testid="credit-offer">
      <Trans
        i18nKey={offer.bonus > 0 ? 'buyback:form.creditOfferBonus' : 'buyback:form.creditOffer'}
        values={{ money: money(fromCents(cents)), credit: money(fromCents(offer.total)), rate: bonusRate }}
        components={{ b: <bdi /> }}
      />
    </Typography>
  )
}

/** An amount typed in the form, in cents; null when it is not one. */
function centsOfText(text: string): number | null {
  if (!/^\d+(\.\d{0,2})?$/.test(text.trim())) return null
  return toCents(text.trim())
}

export function CustomProductForm({ item, onSaved }: CustomProductFormProps) {
  const { t } = useTranslation('buyback')
  const options = useOptionLists()
  const form = useZodForm(customProductInputSchema, {
    defaultValues: defaults(item),
  })
  const [photo, setPhoto] = useState<File | null>(null)
  const [docs, setDocs] = useState<File | null>(null)
  const [checkShot, setCheckShot] = useState<File | null>(null)
  const [fileErrors, setFileErrors] = useState<{ photo?: string; docs?: string; checkShot?: string }>({})
  const requireCheck = useConfigs().requireStolenCheck === true
  const checkResult = useWatch({ control: form.control, name: 'checkResult' })
  const gateway = useWatch({ control: form.control, name: 'gateway' })
  const cost = useWatch({ control: form.control, name: 'cost' })
  const [creditCustomer, setCreditCustomer] = useState<PosCustomer | null>(null)
  const bonusRate = useConfigs().creditBonusRate ?? 0
  const [padKey, setPadKey] = useState(0)
  const [otherErrors, setOtherErrors] = useState<string[]>([])
  const createItem = useCreateCustomProduct()
  const updateItem = useUpdateCustomProduct()
  const saving = createItem.isPending || updateItem.isPending
  const signError = form.formState.errors.sign?.message

  const submit = form.handleSubmit(async (values) => {
    setOtherErrors([])
    setFileErrors({})
    if (!item && !values.sign) {
      form.setError('sign', { type: 'required', message: BUYBACK_MESSAGES.signRequired })
      return
    }
    const parsed = customProductInputSchema.parse(values)
    // The form sends text: the store-credit customer's id goes as its digits (issue 31).
    const input = { ...parsed, customer_id: parsed.customer_id === undefined ? undefined : String(parsed.customer_id) }
    const files = { photo, docs, checkShot }
    try {
      if (item) {
        showSnackbar((await updateItem.mutateAsync({ id: item.id, input, files })).message, 'success')
        onSaved(item.id)
      } else {
        const answer = await createItem.mutateAsync({ input, files })
        showSnackbar(answer.message, 'success')
        // Spec 001 §4: after a save the form is cleared.
        form.reset(defaults(null))
        setCreditCustomer(null)
        setPhoto(null)
        setDocs(null)
        setCheckShot(null)
        setPadKey((key) => key + 1)
        onSaved(answer.item.id)
      }
    } catch (error) {
      const leftovers = applyServerErrors(error, form)
      const files =
        isApiError(error) && error.errors
          ? { photo: error.errors.photo?.[0], docs: error.errors.docs?.[0], checkShot: error.errors.checkShot?.[0] }
          : {}
      setFileErrors(files)
      setOtherErrors(
        leftovers.filter((text) => text !== files.photo && text !== files.docs && text !== files.checkShot),
      )
    }
  })

  const field = bindTextFields(form.control, BUYBACK_LABELS)
  // Built before the JSX: the field names are keys of the form, not text.
  const inputs = {
    fullName: field('fullName', { cell: CELL.half, required: true }),
    phone: field('phone', { cell: CELL.half, required: true }),
    address: field('address', { cell: 12 }),
    model: field('model', { cell: CELL.half, required: true }),
    imei: field('imei', { cell: CELL.half }),
    idNumber: field('idNumber', { cell: CELL.half }),
    checkService: field('checkService', { cell: CELL.half, required: requireCheck }),
    checkReference: field('checkReference', { cell: CELL.half, required: requireCheck }),
  }

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <FormErrorsAlert messages={otherErrors} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Card variant="outlined">
            <CardHeader
              title={t('buyback:form.information')}
              slotProps={{ title: { variant: 'h6', component: 'h2' } }}
            />
            <CardContent>
              <Grid container spacing={2}>
                {inputs.fullName}
                {inputs.phone}
                {inputs.address}
                {inputs.model}
                {inputs.imei}
                <ImeiCheck form={form} imei="imei" model="model" reasonLabel={BUYBACK_LABELS.imeiOverrideReason} />
                <Grid size={CELL.half}>
                  <FormSelectField
                    control={form.control}
                    name="idType"
                    label={BUYBACK_LABELS.idType}
                    options={options.idTypes}
                    helperText={t('buyback:form.idTypeHelp')}
                  />
                </Grid>
                {inputs.idNumber}
                <Grid size={12}>
                  <SignaturePad
                    key={padKey}
                    current={item?.sign ?? null}
                    error={signError}
                    disabled={saving}
                    onSave={(dataUrl) => {
                      form.setValue('sign', dataUrl)
                      form.clearErrors('sign')
                    }}
                  />
                </Grid>
                <Grid size={12}>
                  <ImageCapturePanel
                    title={t('buyback:form.uploadPhoto')}
                    name="photo"
                    file={photo}
                    current={item?.photo ?? null}
                    error={fileErrors.photo}
                    onChange={setPhoto}
                  />
                  <ImageCapturePanel
                    title={t('buyback:form.uploadIdentity')}
                    name="docs"
                    file={docs}
                    current={item?.docs ?? null}
                    error={fileErrors.docs}
                    onChange={setDocs}
                  />
                </Grid>
              </Grid>
            </CardContent>
          </Card>
          <Card variant="outlined" sx={{ mt: 2 }}>
            <CardHeader
              title={t('buyback:form.stolenCheck')}
              slotProps={{ title: { variant: 'h6', component: 'h2' } }}
            />
            <CardContent>
              {requireCheck && (
                <Alert severity="info" sx={{ mb: 2 }}>
                  {t('buyback:form.requireCheck')}
                </Alert>
              )}
              {checkResult === 'flagged' && (
                <Alert severity="error" sx={{ mb: 2 }}>
                  {BUYBACK_MESSAGES.flagged}
                </Alert>
              )}
              <Grid container spacing={2}>
                {inputs.checkService}
                {inputs.checkReference}
                <Grid size={CELL.half}>
                  <FormSelectField
                    control={form.control}
                    name="checkResult"
                    label={BUYBACK_LABELS.checkResult}
                    options={options.checkResults}
                    required={requireCheck}
                  />
                </Grid>
                <Grid size={12}>
                  <ImageCapturePanel
                    title={t('buyback:form.checkScreenshot')}
                    name="checkShot"
                    file={checkShot}
                    current={item?.checkShot ?? null}
                    error={fileErrors.checkShot}
                    onChange={setCheckShot}
                  />
                </Grid>
              </Grid>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Card variant="outlined">
            <CardHeader
              title={t('buyback:form.properties')}
              slotProps={{ title: { variant: 'h6', component: 'h2' } }}
            />
            <CardContent>
              <Stack spacing={2}>
                <FormAmountField
                  control={form.control}
                  name="cost"
                  label={BUYBACK_LABELS.cost}
                  required
                  helperText={t('buyback:form.costHelp')}
                />
                <FormSelectField
                  control={form.control}
                  name="gateway"
                  label={BUYBACK_LABELS.gateway}
                  options={item && item.gateway !== STORE_CREDIT_GATEWAY ? options.paidInMoney : options.paidBy}
                  disabled={item?.gateway === STORE_CREDIT_GATEWAY}
                  helperText={t('buyback:form.gatewayHelp')}
                />
                <CreditOffer cost={cost} bonusRate={bonusRate} />
                {!item && gateway === STORE_CREDIT_GATEWAY && (
                  <Box>
                    <CustomerPicker
                      value={creditCustomer}
                      onChange={(customer) => {
                        setCreditCustomer(customer)
                        form.setValue('customer_id', customer ? String(customer.id) : '')
                      }}
                    />
                    {form.formState.errors.customer_id?.message && (
                      <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
                        {form.formState.errors.customer_id.message}
                      </Typography>
                    )}
                  </Box>
                )}
                <FormAmountField
                  control={form.control}
                  name="price"
                  label={BUYBACK_LABELS.price}
                  required
                  helperText={t('buyback:form.priceHelp')}
                />
                <Button type="submit" variant="contained" size="large" loading={saving}>
                  {t('buyback:form.save')}
                </Button>
              </Stack>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </Box>
  )
}
