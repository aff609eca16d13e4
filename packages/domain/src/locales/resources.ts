// Every resource of every language, for the hosts that hold them all at once (the server, the tests, the
// scripts). The browser loads them one namespace at a time instead (apps/web/src/lib/i18n). Kept in step with
// NAMESPACES and LANGUAGES by the translations check.
import type { Resource } from 'i18next'
import en_common from './en/common.json' with { type: 'json' }
import en_spec from './en/spec.json' with { type: 'json' }
import en_fields from './en/fields.json' with { type: 'json' }
import en_messages from './en/messages.json' with { type: 'json' }
import en_validation from './en/validation.json' with { type: 'json' }
import en_documents from './en/documents.json' with { type: 'json' }
import en_mail from './en/mail.json' with { type: 'json' }
import en_shell from './en/shell.json' with { type: 'json' }
import en_auth from './en/auth.json' with { type: 'json' }
import en_dashboard from './en/dashboard.json' with { type: 'json' }
import en_pos from './en/pos.json' with { type: 'json' }
import en_catalog from './en/catalog.json' with { type: 'json' }
import en_inventory from './en/inventory.json' with { type: 'json' }
import en_orders from './en/orders.json' with { type: 'json' }
import en_contacts from './en/contacts.json' with { type: 'json' }
import en_repairs from './en/repairs.json' with { type: 'json' }
import en_devices from './en/devices.json' with { type: 'json' }
import en_buyback from './en/buyback.json' with { type: 'json' }
import en_giftcards from './en/giftcards.json' with { type: 'json' }
import en_payments from './en/payments.json' with { type: 'json' }
import en_bills from './en/bills.json' with { type: 'json' }
import en_purchasing from './en/purchasing.json' with { type: 'json' }
import en_tills from './en/tills.json' with { type: 'json' }
import en_reports from './en/reports.json' with { type: 'json' }
import en_settings from './en/settings.json' with { type: 'json' }
import en_printing from './en/printing.json' with { type: 'json' }
import en_users from './en/users.json' with { type: 'json' }
import en_audit from './en/audit.json' with { type: 'json' }
import en_backups from './en/backups.json' with { type: 'json' }
import en_installer from './en/installer.json' with { type: 'json' }
import en_showcase from './en/showcase.json' with { type: 'json' }
import en_display from './en/display.json' with { type: 'json' }
import en_public from './en/public.json' with { type: 'json' }
import ar_common from './ar/common.json' with { type: 'json' }
import ar_spec from './ar/spec.json' with { type: 'json' }
import ar_fields from './ar/fields.json' with { type: 'json' }
import ar_messages from './ar/messages.json' with { type: 'json' }
import ar_validation from './ar/validation.json' with { type: 'json' }
import ar_documents from './ar/documents.json' with { type: 'json' }
import ar_mail from './ar/mail.json' with { type: 'json' }
import ar_shell from './ar/shell.json' with { type: 'json' }
import ar_auth from './ar/auth.json' with { type: 'json' }
import ar_dashboard from './ar/dashboard.json' with { type: 'json' }
import ar_pos from './ar/pos.json' with { type: 'json' }
import ar_catalog from './ar/catalog.json' with { type: 'json' }
import ar_inventory from './ar/inventory.json' with { type: 'json' }
import ar_orders from './ar/orders.json' with { type: 'json' }
import ar_contacts from './ar/contacts.json' with { type: 'json' }
import ar_repairs from './ar/repairs.json' with { type: 'json' }
import ar_devices from './ar/devices.json' with { type: 'json' }
import ar_buyback from './ar/buyback.json' with { type: 'json' }
import ar_giftcards from './ar/giftcards.json' with { type: 'json' }
import ar_payments from './ar/payments.json' with { type: 'json' }
import ar_bills from './ar/bills.json' with { type: 'json' }
import ar_purchasing from './ar/purchasing.json' with { type: 'json' }
import ar_tills from './ar/tills.json' with { type: 'json' }
import ar_reports from './ar/reports.json' with { type: 'json' }
import ar_settings from './ar/settings.json' with { type: 'json' }
import ar_printing from './ar/printing.json' with { type: 'json' }
import ar_users from './ar/users.json' with { type: 'json' }
import ar_audit from './ar/audit.json' with { type: 'json' }
import ar_backups from './ar/backups.json' with { type: 'json' }
import ar_installer from './ar/installer.json' with { type: 'json' }
import ar_showcase from './ar/showcase.json' with { type: 'json' }
import ar_display from './ar/display.json' with { type: 'json' }
import ar_public from './ar/public.json' with { type: 'json' }
import fr_common from './fr/common.json' with { type: 'json' }
import fr_spec from './fr/spec.json' with { type: 'json' }
import fr_fields from './fr/fields.json' with { type: 'json' }
import fr_messages from './fr/messages.json' with { type: 'json' }
import fr_validation from './fr/validation.json' with { type: 'json' }
import fr_documents from './fr/documents.json' with { type: 'json' }
import fr_mail from './fr/mail.json' with { type: 'json' }
import fr_shell from './fr/shell.json' with { type: 'json' }
import fr_auth from './fr/auth.json' with { type: 'json' }
import fr_dashboard from './fr/dashboard.json' with { type: 'json' }
import fr_pos from './fr/pos.json' with { type: 'json' }
import fr_catalog from './fr/catalog.json' with { type: 'json' }
import fr_inventory from './fr/inventory.json' with { type: 'json' }
import fr_orders from './fr/orders.json' with { type: 'json' }
import fr_contacts from './fr/contacts.json' with { type: 'json' }
import fr_repairs from './fr/repairs.json' with { type: 'json' }
import fr_devices from './fr/devices.json' with { type: 'json' }
import fr_buyback from './fr/buyback.json' with { type: 'json' }
import fr_giftcards from './fr/giftcards.json' with { type: 'json' }
import fr_payments from './fr/payments.json' with { type: 'json' }
import fr_bills from './fr/bills.json' with { type: 'json' }
import fr_purchasing from './fr/purchasing.json' with { type: 'json' }
import fr_tills from './fr/tills.json' with { type: 'json' }
import fr_reports from './fr/reports.json' with { type: 'json' }
import fr_settings from './fr/settings.json' with { type: 'json' }
import fr_printing from './fr/printing.json' with { type: 'json' }
import fr_users from './fr/users.json' with { type: 'json' }
import fr_audit from './fr/audit.json' with { type: 'json' }
import fr_backups from './fr/backups.json' with { type: 'json' }
import fr_installer from './fr/installer.json' with { type: 'json' }
import fr_showcase from './fr/showcase.json' with { type: 'json' }
import fr_display from './fr/display.json' with { type: 'json' }
import fr_public from './fr/public.json' with { type: 'json' }
import es_common from './es/common.json' with { type: 'json' }
import es_spec from './es/spec.json' with { type: 'json' }
import es_fields from './es/fields.json' with { type: 'json' }
import es_messages from './es/messages.json' with { type: 'json' }
import es_validation from './es/validation.json' with { type: 'json' }
import es_documents from './es/documents.json' with { type: 'json' }
import es_mail from './es/mail.json' with { type: 'json' }
import es_shell from './es/shell.json' with { type: 'json' }
import es_auth from './es/auth.json' with { type: 'json' }
import es_dashboard from './es/dashboard.json' with { type: 'json' }
import es_pos from './es/pos.json' with { type: 'json' }
import es_catalog from './es/catalog.json' with { type: 'json' }
import es_inventory from './es/inventory.json' with { type: 'json' }
import es_orders from './es/orders.json' with { type: 'json' }
import es_contacts from './es/contacts.json' with { type: 'json' }
import es_repairs from './es/repairs.json' with { type: 'json' }
import es_devices from './es/devices.json' with { type: 'json' }
import es_buyback from './es/buyback.json' with { type: 'json' }
import es_giftcards from './es/giftcards.json' with { type: 'json' }
import es_payments from './es/payments.json' with { type: 'json' }
import es_bills from './es/bills.json' with { type: 'json' }
import es_purchasing from './es/purchasing.json' with { type: 'json' }
import es_tills from './es/tills.json' with { type: 'json' }
import es_reports from './es/reports.json' with { type: 'json' }
import es_settings from './es/settings.json' with { type: 'json' }
import es_printing from './es/printing.json' with { type: 'json' }
import es_users from './es/users.json' with { type: 'json' }
import es_audit from './es/audit.json' with { type: 'json' }
import es_backups from './es/backups.json' with { type: 'json' }
import es_installer from './es/installer.json' with { type: 'json' }
import es_showcase from './es/showcase.json' with { type: 'json' }
import es_display from './es/display.json' with { type: 'json' }
import es_public from './es/public.json' with { type: 'json' }

export const RESOURCES: Resource = {
  en: {
    common: en_common,
    spec: en_spec,
    fields: en_fields,
    messages: en_messages,
    validation: en_validation,
    documents: en_documents,
    mail: en_mail,
    shell: en_shell,
    auth: en_auth,
    dashboard: en_dashboard,
    pos: en_pos,
    catalog: en_catalog,
    inventory: en_inventory,
    orders: en_orders,
    contacts: en_contacts,
    repairs: en_repairs,
    devices: en_devices,
    buyback: en_buyback,
    giftcards: en_giftcards,
    payments: en_payments,
    bills: en_bills,
    purchasing: en_purchasing,
    tills: en_tills,
    reports: en_reports,
    settings: en_settings,
    printing: en_printing,
    users: en_users,
    audit: en_audit,
    backups: en_backups,
    installer: en_installer,
    showcase: en_showcase,
    display: en_display,
    public: en_public,
  },
  ar: {
    common: ar_common,
    spec: ar_spec,
    fields: ar_fields,
    messages: ar_messages,
    validation: ar_validation,
    documents: ar_documents,
    mail: ar_mail,
    shell: ar_shell,
    auth: ar_auth,
    dashboard: ar_dashboard,
    pos: ar_pos,
    catalog: ar_catalog,
    inventory: ar_inventory,
    orders: ar_orders,
    contacts: ar_contacts,
    repairs: ar_repairs,
    devices: ar_devices,
    buyback: ar_buyback,
    giftcards: ar_giftcards,
    payments: ar_payments,
    bills: ar_bills,
    purchasing: ar_purchasing,
    tills: ar_tills,
    reports: ar_reports,
    settings: ar_settings,
    printing: ar_printing,
    users: ar_users,
    audit: ar_audit,
    backups: ar_backups,
    installer: ar_installer,
    showcase: ar_showcase,
    display: ar_display,
    public: ar_public,
  },
  fr: {
    common: fr_common,
    spec: fr_spec,
    fields: fr_fields,
    messages: fr_messages,
    validation: fr_validation,
    documents: fr_documents,
    mail: fr_mail,
    shell: fr_shell,
    auth: fr_auth,
    dashboard: fr_dashboard,
    pos: fr_pos,
    catalog: fr_catalog,
    inventory: fr_inventory,
    orders: fr_orders,
    contacts: fr_contacts,
    repairs: fr_repairs,
    devices: fr_devices,
    buyback: fr_buyback,
    giftcards: fr_giftcards,
    payments: fr_payments,
    bills: fr_bills,
    purchasing: fr_purchasing,
    tills: fr_tills,
    reports: fr_reports,
    settings: fr_settings,
    printing: fr_printing,
    users: fr_users,
    audit: fr_audit,
    backups: fr_backups,
    installer: fr_installer,
    showcase: fr_showcase,
    display: fr_display,
    public: fr_public,
  },
  es: {
    common: es_common,
    spec: es_spec,
    fields: es_fields,
    messages: es_messages,
    validation: es_validation,
    documents: es_documents,
    mail: es_mail,
    shell: es_shell,
    auth: es_auth,
    dashboard: es_dashboard,
    pos: es_pos,
    catalog: es_catalog,
    inventory: es_inventory,
    orders: es_orders,
    contacts: es_contacts,
    repairs: es_repairs,
    devices: es_devices,
    buyback: es_buyback,
    giftcards: es_giftcards,
    payments: es_payments,
    bills: es_bills,
    purchasing: es_purchasing,
    tills: es_tills,
    reports: es_reports,
    settings: es_settings,
    printing: es_printing,
    users: es_users,
    audit: es_audit,
    backups: es_backups,
    installer: es_installer,
    showcase: es_showcase,
    display: es_display,
    public: es_public,
  },
}
