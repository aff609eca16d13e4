import Paper from '@mui/material/Paper'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { MESSAGES } from '@counterpart/domain/messages'
import { contactName } from '@counterpart/domain/schemas/contacts'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { pathOf } from '../../lib/paths.ts'
import { useCan } from '../../lib/app-configuration.ts'
import { useFormatters } from '../../lib/use-formatters.ts'
import { useSupplier } from './api/get-supplier.ts'
import { ContactCard, contactFields } from './components/contact-card.tsx'
import { ContactDetailFrame } from './components/contact-detail-frame.tsx'
import { useIdParam } from '../../lib/use-id-param.ts'
import { RecordHistory } from '../../components/record-history.tsx'
import { productTypeKey } from '../../components/product-type-keys.ts'

/** SupplierDetail (spec 002 §2.3): the supplier and the products they supply. */
export function SupplierDetailPage() {
  const { t } = useTranslation(['contacts', 'catalog'])
  const supplier = useSupplier(useIdParam())
  const { date } = useFormatters()
  const productTypeText = (type: string) => {
    const key = productTypeKey(type)
    return key ? t(key) : type
  }
  const canSeeProduct = useCan('productDetail')
  const canSeeWarehouse = useCan('warehouseDetials')
  const data = supplier.data?.supplier

  return (
    <ContactDetailFrame kind="supplier" query={supplier} contactId={data?.id}>
      {data && (
        <>
          <ContactCard
            name={
              <>
                {contactName(data)}
                {data.company && ` · ${data.company}`}
              </>
            }
            fields={contactFields(data, date, [
              [t('contacts:supplier.companyAddress'), data.companyAddress],
              [t('contacts:supplier.shippingAddress'), data.shippingAdress],
            ])}
          />
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {t('contacts:supplier.products')}
            </Typography>
            <TableContainer>
              <Table size="small" aria-label={t('contacts:supplier.productsLabel')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('contacts:columns.name')}</TableCell>
                    <TableCell>SKU</TableCell>
                    <TableCell>{t('contacts:supplier.barcode')}</TableCell>
                    <TableCell>{t('contacts:supplier.type')}</TableCell>
                    <TableCell>{t('contacts:supplier.unit')}</TableCell>
                    <TableCell>{t('contacts:supplier.sellsFrom')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.products.length === 0 && (
                    <TableRow>
                      <TableCell colSpan={6} align="center">
                        {MESSAGES.recordNotFound}
                      </TableCell>
                    </TableRow>
                  )}
                  {data.products.map((product) => (
                    <TableRow key={product.id}>
                      <TableCell>
                        {canSeeProduct ? (
                          <RouterLink to={pathOf('ProductDetail', { id: product.id })}>{product.name}</RouterLink>
                        ) : (
                          product.name
                        )}
                      </TableCell>
                      <TableCell>{product.sku}</TableCell>
                      <TableCell>{product.barcode}</TableCell>
                      <TableCell>{productTypeText(product.type)}</TableCell>
                      <TableCell>{product.unitOfMeasure}</TableCell>
                      <TableCell>
                        {canSeeWarehouse && product.warehouseSaleFromName !== null ? (
                          <RouterLink to={pathOf('WarehouseDetail', { id: product.warehouseSaleFrom })}>
                            {product.warehouseSaleFromName}
                          </RouterLink>
                        ) : (
                          (product.warehouseSaleFromName ?? `#${product.warehouseSaleFrom}`)
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </Paper>
          <RecordHistory entity="supplier" id={data.id} sx={{ mt: 2 }} />
        </>
      )}
    </ContactDetailFrame>
  )
}
