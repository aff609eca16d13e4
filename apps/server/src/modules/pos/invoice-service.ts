import { trIn } from '@counterpart/domain/i18n/translate'
import { paymentMethodLabel } from '@counterpart/domain/schemas/tenders'
import { CASH_GATEWAY } from '@counterpart/domain/schemas/tills'
import { TRADE_IN_GATEWAY } from '@counterpart/domain/schemas/trade-in'
import fs from 'node:fs/promises'
import path from 'node:path'
import { contactName } from '@counterpart/domain/schemas/contacts'
import { POS_MESSAGES, type PrintFooterResponse } from '@counterpart/domain/schemas/pos'
import type { AppConfig } from '../../config.ts'
import { documentFormats } from '../../platform/document-formats.ts'
import { documentLanguage } from '../../platform/document-language.ts'
import { AppError, NotFoundError } from '../../platform/errors.ts'
import { sendMail } from '../../platform/mail.ts'
import { vendorCreditShown, vendorCreditText } from '../../platform/owner-licence.ts'
import { buildSaleInvoice, type InvoiceOrder } from './invoice-pdf.ts'
import * as repo from './repository.ts'
import type { PosDeps } from './service.ts'

/** The sold view's invoice: the PDF, the same PDF mailed, and whether printed bills carry the vendor credit. */
export function createInvoiceService(deps: PosDeps) {
  const { db, dialect, settings, orders, payments, contacts } = deps

  async function vendorCredit(): Promise<boolean> {
    const { general } = await settings.get()
    return vendorCreditShown(general, deps.config.licenseSecret)
  }

  async function logoBuffer(url: string): Promise<Buffer | null> {
    if (!url.startsWith('/uploads/')) return null
    const file = path.resolve(deps.uploads.publicRoot, url.slice('/uploads/'.length))
    if (!file.startsWith(deps.uploads.publicRoot + path.sep)) return null
    return fs.readFile(file).catch(() => null)
  }

  /**
   * A sale paid in several ways (issue 31): each method and what it paid, cash last; empty when one method
   * paid it (the invoice then prints Tendered and Change as before). A trade-in prints on its own lines.
   */
  function paidInParts(payments: { gateway: string; amount: number; status: number; type: string }[]) {
    const received = payments.filter(
      (payment) => payment.status === 1 && payment.type === 'credit' && payment.gateway !== TRADE_IN_GATEWAY,
    )
    if (new Set(received.map((payment) => payment.gateway)).size < 2) return []
    return received
      .map((payment) => ({
        gateway: payment.gateway,
        label: paymentMethodLabel(payment.gateway),
        amount: payment.amount,
      }))
      .sort((a, b) => Number(a.gateway === CASH_GATEWAY) - Number(b.gateway === CASH_GATEWAY))
  }

  async function invoiceOrder(id: number): Promise<{ order: InvoiceOrder; customer: object | null }> {
    const found = await orders.withItems(db, id)
    if (!found) throw new NotFoundError()
    const { order, items } = found
    if (order.salling !== 1 && order.refunding !== 1) throw new NotFoundError()
    const [customer, paid, parent, tradeIn] = await Promise.all([
      order.customer_id === null ? undefined : contacts.findCustomer(order.customer_id),
      payments.ofOrder(order.id),
      order.parent_id === null ? undefined : repo.findSaleHeader(db, dialect, order.parent_id),
      // A sale's trade-in (issue 29, item 7), printed under its total.
      order.salling === 1 ? orders.tradeInOf(order.id) : undefined,
    ])
    const invoice: InvoiceOrder = {
      key: order.key,
      refunding: order.refunding === 1,
      created_at: order.created_at,
      by: order.by ?? '',
      parentKey: parent?.key ?? null,
      customer: customer
        ? { name: contactName(customer), phone: customer.phone, email: customer.email, address: customer.address }
        : null,
      items: items.map((item) => ({
        name: item.name,
        sku: item.sku,
        qty: item.qty,
        price: item.price,
        discount: item.discount,
        subTotal: item.subTotal,
      })),
      totalItems: order.totalItems,
      subTotal: order.subTotal,
      shippingAmount: order.shippingAmount,
      taxRate: order.taxRate,
      taxAmount: order.taxAmount,
      discountRate: order.discountRate,
      discountedAmount: order.discountedAmount,
      totalAmount: order.totalAmount,
      tendered: order.salling === 1 && order.method === 1 && order.enterAmount > 0 ? order.enterAmount : null,
      parts: paidInParts(paid.payments),
      paid: paid.due <= 0,
      due: paid.due,
      dueDate: order.dueDate,
      shippingRecipient: order.shippingRecipient,
      shippingInfo: order.shippingInfo,
      printNote: order.printNote,
      tradeIn: tradeIn ? { model: tradeIn.model, imei: tradeIn.imei, amount: tradeIn.cost } : null,
      // Issue 31, item 5: on account with part paid, what was paid is the deposit (a trade-in prints apart).
      deposits:
        order.salling === 1 && order.method === 0 && paid.due > 0
          ? paid.payments
              .filter((payment) => payment.status === 1 && payment.type === 'credit' && payment.amount > 0)
              .filter((payment) => payment.gateway !== TRADE_IN_GATEWAY)
              .map((payment) => ({ gateway: payment.gateway, amount: payment.amount }))
          : [],
    }
    return { order: invoice, customer: customer ?? null }
  }

  /** The invoice of a sale or refund as a PDF, with the shop's bill logo and formats. */
  async function renderInvoice(id: number) {
    const [{ order, customer }, current, credit] = await Promise.all([invoiceOrder(id), settings.get(), vendorCredit()])
    const language = documentLanguage(customer, current.general)
    const pdf = await buildSaleInvoice(order, current, {
      logo: await logoBuffer(current.logoBill || current.logo),
      vendorCredit: credit,
      formats: documentFormats(current.general, settings.shopTimezone(current.general), language),
      language,
    })
    return { order, current, pdf, language }
  }

  return {
    invoicePdf: async (id: number): Promise<Buffer> => (await renderInvoice(id)).pdf,

    /** POST /email-sale-invoice/{id}: a real mail with the invoice PDF attached. */
    async emailInvoice(id: number, emailTo: string): Promise<void> {
      const { order, current, pdf, language } = await renderInvoice(id)
      // The mail goes to the customer: in their language, as the PDF it carries.
      const values = { shop: current.general.site_name, key: order.key }
      try {
        await sendMail(
          {
            to: emailTo,
            subject: order.refunding
              ? trIn(language, 'mail:invoice.refundSubject', values)
              : trIn(language, 'mail:invoice.invoiceSubject', values),
            text: order.refunding
              ? trIn(language, 'mail:invoice.refundBody', values)
              : trIn(language, 'mail:invoice.invoiceBody', values),
            attachments: [{ filename: `invoice-${order.key}.pdf`, content: pdf, contentType: 'application/pdf' }],
          },
          current.mail,
          deps.config as AppConfig,
        )
      } catch (error) {
        // The cashier sees why (the mail server's answer), so the shop owner can fix the mail settings.
        const reason = error instanceof Error ? error.message : String(error)
        throw new AppError(502, `${POS_MESSAGES.noEmailServer} (${reason})`)
      }
    },

    async printFooter(): Promise<PrintFooterResponse> {
      return { vendorCredit: await vendorCredit(), text: vendorCreditText() }
    },
  }
}
