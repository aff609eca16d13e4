import { zodResolver } from '@hookform/resolvers/zod'
import type { UseMutationResult } from '@tanstack/react-query'
import type { SettingsUpdateResponse } from '@counterpart/domain/schemas/settings'
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form'
import type { z } from 'zod'
import { applyServerErrors } from '../../../lib/form-errors.ts'
import { inPageLanguage } from '../../../lib/use-zod-form.ts'

/**
 * A settings form: the domain's schema checks it in the browser, the server's 422 messages land under
 * the same fields, and a successful save shows its message and reloads (useSettingsSave).
 */
export function useSettingsForm<In extends FieldValues, Out extends In>(
  schema: z.ZodType<Out, In>,
  defaults: In,
  mutation: UseMutationResult<SettingsUpdateResponse, Error, In>,
) {
  const form = useForm<In, unknown, Out>({
    defaultValues: defaults as DefaultValues<In>,
    resolver: inPageLanguage(zodResolver(schema)),
  })
  const onSubmit = form.handleSubmit((values) =>
    mutation.mutateAsync(values).catch((error: unknown) => {
      applyServerErrors(error, form)
    }),
  )
  return { form, onSubmit, saving: mutation.isPending }
}
