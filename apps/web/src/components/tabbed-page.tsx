import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { useSearchParams } from 'react-router'

export interface PageTab {
  /** What `?tab=` holds for this tab. */
  value: string
  label: string
  /** The tab's element id, where the spec names the tab (ProductsList). */
  id?: string
}

interface TabbedPageProps<TabList extends readonly [PageTab, ...PageTab[]]> {
  /** The page's heading. */
  title: string
  /** Names the tab list for assistive technology. */
  label?: string
  /** The first tab is shown when the address names none, or one that does not exist. */
  tabs: TabList
  /** The content of the current tab. */
  children: (current: TabList[number]) => ReactNode
}

/**
 * A page of tabs whose current tab is kept in the address (`?tab=`), so a reload or a shared link opens
 * the same tab. Switching replaces the history entry: Back leaves the page instead of stepping through tabs.
 */
export function TabbedPage<TabList extends readonly [PageTab, ...PageTab[]]>({
  title,
  label,
  tabs,
  children,
}: TabbedPageProps<TabList>) {
  const [params, setParams] = useSearchParams()
  const current = tabs.find((tab) => tab.value === params.get('tab')) ?? tabs[0]
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Tabs
        value={current.value}
        onChange={(_, value: string) => setParams({ tab: value }, { replace: true })}
        sx={{ mb: 2 }}
        aria-label={label}
      >
        {tabs.map((tab) => (
          <Tab key={tab.value} value={tab.value} label={tab.label} id={tab.id} />
        ))}
      </Tabs>
      {children(current)}
    </>
  )
}
