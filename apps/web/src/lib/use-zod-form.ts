import { zodResolver } from '@hookform/resolvers/zod'
import { labelText } from '@counterpart/domain/i18n/label-text'
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type ResolverError,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form'
import { useState } from 'react'
import type { z } from 'zod'
import { applyServerErrors } from './form-errors.ts'

/** Every field the schema reads is a field of the form (a 422 for it then lands under that field). */
type FieldsOf<S extends z.ZodType> = FieldValues & { [Name in keyof z.input<S>]: unknown }

/**
 * A form checked by one of the domain's zod schemas. The form holds what its inputs hold (text, switches);
 * the values' names are checked against the schema, their types are the schema's to check at run time.
 * Submit is typed with the form's values, as the field components' Control<Values> needs; where a handler
 * needs the schema's output (null for a blank date, a trimmed text) it reads the values through the schema.
 */
/** The resolver of such a form, for a form that picks between schemas or checks part of its values. */
export function zodFormResolver<Values extends FieldValues>(
  schema: z.ZodType<unknown, FieldValues>,
): Resolver<Values, unknown, Values> {
  // zodResolver types the values as the schema's input (e.g. gender 'Male' | 'Female' | null); a form's
  // values are its inputs' text (gender ''), which is what the schema is there to check.
  return inPageLanguage(zodResolver(schema) as unknown as Resolver<Values, unknown, Values>)
}

/** A resolver whose field messages read in the page's language (see translateMessages). */
export function inPageLanguage<Values extends FieldValues, Context, Output>(
  resolve: Resolver<Values, Context, Output>,
): Resolver<Values, Context, Output> {
  return async (values, context, options) => {
    const result = await resolve(values, context, options)
    if (Object.keys(result.errors).length === 0) return result
    const failed: ResolverError<Values> = {
      values: {},
      errors: translateMessages(result.errors) as FieldErrors<Values>,
    }
    return failed
  }
}

/**
 * The schemas' messages were written when their modules loaded: in English, or as keys while the page's
 * language was still loading. Each is read again now, in the page's language (label-text.ts); a field's
 * `ref` (its input) is kept as it is.
 */
function translateMessages(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(translateMessages)
  if (typeof node !== 'object' || node === null) return node
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => {
      if (key === 'ref') return [key, value]
      if (key === 'message' && typeof value === 'string') return [key, labelText(value)]
      return [key, translateMessages(value)]
    }),
  )
}

export function useZodForm<S extends z.ZodType<unknown, FieldValues>, Values extends FieldsOf<S>>(
  schema: S,
  options: Omit<UseFormProps<Values, unknown, Values>, 'resolver' | 'defaultValues'> & { defaultValues: Values },
): UseFormReturn<Values, unknown, Values> {
  const { defaultValues, ...rest } = options
  return useForm<Values, unknown, Values>({
    ...rest,
    // DefaultValues<Values> is Values made deeply partial, which TypeScript cannot see for a generic Values.
    defaultValues: defaultValues as DefaultValues<Values>,
    resolver: zodFormResolver<Values>(schema),
  })
}

/**
 * A form's submit handler around `save` (which gets the checked values): the server's 422 messages land
 * under their fields, and those no field takes come back in `otherErrors`, for FormErrorsAlert. They are
 * cleared at each new try.
 */
export function useSubmitWithServerErrors<Values extends FieldValues, Context>(
  form: UseFormReturn<Values, Context, Values>,
  save: (values: Values) => Promise<unknown>,
) {
  const [otherErrors, setOtherErrors] = useState<string[]>([])
  const submit = form.handleSubmit(async (values) => {
    setOtherErrors([])
    try {
      await save(values)
    } catch (error) {
      setOtherErrors(applyServerErrors(error, form))
    }
  })
  return { submit, otherErrors }
}

/**
 * The text fields' starting values of a record's form: each named field as the record holds it, blank
 * on a new record (null) and where the record leaves the field empty (null).
 */
export function recordTexts<R extends { [Name in K]: string | null }, K extends keyof R>(
  record: R | null,
  names: readonly K[],
): Record<K, string> {
  return Object.fromEntries(names.map((name) => [name, record?.[name] ?? ''])) as Record<K, string>
}
