import { AsyncLocalStorage } from 'node:async_hooks'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { DEFAULT_LANGUAGE, isLanguage, pickLanguage, type Language } from '@counterpart/domain/i18n/languages'
import { setLanguageSource } from '@counterpart/domain/i18n/translate'

/**
 * Each request is answered in the language of whoever asked: the signed-in user's own choice, else the
 * shop's default (General settings). A public page (the repair tracking page) answers in its customer's
 * language or the browser's. The language is held for the request's whole async life, so a message built
 * deep in a service (a 409's text, a label in a 422) reads in it without being handed down.
 */
interface RequestLanguage {
  language: Language
}

const storage = new AsyncLocalStorage<RequestLanguage>()

setLanguageSource(() => storage.getStore()?.language)

/** Runs work (a mail sent by the worker, a print job) in a given language, outside any request. */
export function inLanguage<T>(language: string | null | undefined, work: () => T): T {
  return storage.run({ language: isLanguage(language) ? language : DEFAULT_LANGUAGE }, work)
}

/** The language the current request (or inLanguage block) answers in. */
export function requestLanguage(): Language {
  return storage.getStore()?.language ?? DEFAULT_LANGUAGE
}

/** Sets the language for the rest of the request (a public page that knows its customer). */
export function answerIn(language: string | null | undefined): void {
  const store = storage.getStore()
  if (store && isLanguage(language)) store.language = language
}

/** The browser's own preference, for a visitor nobody knows yet. */
export function browserLanguage(request: FastifyRequest): Language | undefined {
  return pickLanguage(request.headers['accept-language'])
}

/**
 * Opens the request's language scope. Registered before the route security's hook, so every later hook,
 * the handler and the error handler run inside it.
 */
export function openLanguageScope(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, _reply, done) => {
    storage.run({ language: DEFAULT_LANGUAGE }, done)
  })
}

/** The language a request answers in before anything more is known of it (the shop's). */
export function settleRequestLanguage(
  app: FastifyInstance,
  languageOf: (request: FastifyRequest) => Promise<string | null | undefined>,
): void {
  app.addHook('onRequest', async (request) => {
    answerIn(await languageOf(request))
  })
}

/**
 * A public page's language (issue 32 §3): its customer's choice, else the visitor's browser's, else what the
 * request reads in already (the shop's, or a signed-in member of staff's). Sets it for the rest of the
 * request, so a message built after reads in it, and names it for the page to pin itself to.
 */
export function answerPublicIn(request: FastifyRequest, customerLanguage: string | null | undefined): Language {
  answerIn(isLanguage(customerLanguage) ? customerLanguage : browserLanguage(request))
  return requestLanguage()
}
